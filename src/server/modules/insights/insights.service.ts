import {
  INSIGHTS_PARTITIONS,
  granularityFor,
  type InsightsMetric,
  type InsightsMetricReport,
  type InsightsModel,
  type InsightsModelRef,
  type InsightsQuery,
  type InsightsReport,
} from '../../../shared/contracts/insights'
import { forbidden, notFound, unauthorized } from '../../lib/http-errors'
import type { Breakdown, InsightsRepo, PlayFilter, TopList } from './insights.repo'
import { countryName } from '../../lib/geo-ip'

/** Who asks; the routes pass `request.viewer`. */
export interface InsightsViewer {
  userId: number | null
  can(name: string): boolean
}

const TOP_MODEL_TYPE: Record<TopList, InsightsModelRef['model_type']> = { tracks: 'track', artists: 'artist', albums: 'album', users: 'user' }
/** The advanced per-type permissions (§2.14) still grant update rights besides music.update. */
const UPDATE_PERMISSION = { track: 'tracks.update', album: 'albums.update', artist: 'artists.update' } as const

export { countryName }

export function makeInsightsService({ repo }: { repo: InsightsRepo }) {
  /**
   * §3.8: the whole site needs admin.access; a track, album or artist needs music.update (or the
   * advanced per-type permission), ownership of the item, or a user_artist link to one of its artists.
   * A missing item is 404 only for those who could otherwise see insights at all (no probing by id).
   */
  async function authorize(model: InsightsModel, viewer: InsightsViewer): Promise<void> {
    if (viewer.userId === null) throw unauthorized()
    if (model.type === 'track_play') {
      if (!viewer.can('admin.access')) throw forbidden()
      return
    }
    const access =
      model.type === 'track'
        ? await repo.trackAccess(model.id, viewer.userId)
        : model.type === 'album'
          ? await repo.albumAccess(model.id, viewer.userId)
          : await repo.artistAccess(model.id, viewer.userId)
    const editor = viewer.can('music.update') || viewer.can(UPDATE_PERMISSION[model.type])
    if (!access) throw editor ? notFound() : forbidden()
    if (editor || access.ownerId === viewer.userId || access.viaArtist) return
    throw forbidden()
  }

  async function plays(f: PlayFilter, timeZone: string): Promise<InsightsMetricReport> {
    const granularity = granularityFor(f.start, f.end)
    const length = f.end.getTime() - f.start.getTime()
    const previous = { ...f, start: new Date(f.start.getTime() - length), end: f.start }
    const [current, before] = [await repo.playsOverTime(f, granularity, timeZone), await repo.playsOverTime(previous, granularity, timeZone)]
    return {
      granularity,
      total: current.reduce((sum, d) => sum + d.value, 0),
      datasets: [
        { label: 'current', data: current },
        { label: 'previous', data: before },
      ],
    }
  }

  /** Like plays: this range and the one before it, bucket by bucket; total = distinct visitors in the range. */
  async function visitors(f: PlayFilter, timeZone: string): Promise<InsightsMetricReport> {
    const granularity = granularityFor(f.start, f.end)
    const length = f.end.getTime() - f.start.getTime()
    const current = await repo.visitorsOverTime(f, granularity, timeZone)
    const before = await repo.visitorsOverTime({ ...f, start: new Date(f.start.getTime() - length), end: f.start }, granularity, timeZone)
    return {
      granularity,
      total: current.total,
      datasets: [
        { label: 'current', data: current.data },
        { label: 'previous', data: before.data },
      ],
    }
  }

  async function breakdown(f: PlayFilter, metric: Breakdown, total: number): Promise<InsightsMetricReport> {
    const rows = await repo.breakdown(f, metric, INSIGHTS_PARTITIONS[metric])
    const data = rows.map(({ value, plays }) => {
      if (metric === 'locations') return value === null ? { label: 'Unknown', value: plays } : { label: countryName(value), value: plays, code: value }
      return { label: value ?? 'unknown', value: plays }
    })
    return { total, datasets: [{ label: metric, data }] }
  }

  async function top(f: PlayFilter, list: TopList, total: number): Promise<InsightsMetricReport> {
    const rows = await repo.top(f, list, INSIGHTS_PARTITIONS[list])
    const model_type = TOP_MODEL_TYPE[list]
    const data = rows.map((r) => ({ label: r.name, value: Number(r.value), model: { id: r.id, model_type, name: r.name, image: r.image } }))
    return { total, datasets: [{ label: list, data }] }
  }

  return {
    /**
     * Builds the requested metrics over [startDate, endDate). Top listeners (`users`) name people, so only
     * holders of admin.access get them; for anyone else that metric is left out of the report.
     */
    async report(q: InsightsQuery, viewer: InsightsViewer): Promise<InsightsReport> {
      await authorize(q.model, viewer)
      const f: PlayFilter = { scope: q.model, start: new Date(q.startDate), end: new Date(q.endDate) }
      const metrics = new Set<InsightsMetric>(q.metrics)
      if (!viewer.can('admin.access')) metrics.delete('users')
      const report: InsightsReport = {}
      if (metrics.has('plays')) report.plays = await plays(f, q.timezone)
      if (metrics.has('visitors')) report.visitors = await visitors(f, q.timezone)
      const total = report.plays?.total ?? (await repo.totalPlays(f))
      for (const metric of metrics) {
        if (metric === 'plays' || metric === 'visitors') continue
        report[metric] =
          metric === 'devices' || metric === 'platforms' || metric === 'browsers' || metric === 'locations'
            ? await breakdown(f, metric, total)
            : await top(f, metric, total)
      }
      return report
    },
  }
}

export type InsightsService = ReturnType<typeof makeInsightsService>

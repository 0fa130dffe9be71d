import { UAParser } from 'ua-parser-js'
import type { Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import { forbidden, notFound } from '../../lib/http-errors'
import { decodeCursor, pageWindow, toPagination } from '../../lib/pagination/index'
import type { Hydrator, SerializeCtx } from '../catalogue/index'
import type { PlaysRepo, PlayWho } from './plays.repo'
import { LOCAL_NETWORK } from '../../lib/geo-ip'

const DEDUPE_MS = 60 * 1000
const HISTORY_PER_PAGE = 30

export interface PlayClient {
  userAgent: string | undefined
  /** Two-letter country from a trusted proxy header or the IP database, or LOCAL_NETWORK. */
  country: string | undefined
}

const cut = (v: string | undefined, n: number) => (v ? v.slice(0, n) : null)

/** Platform, device and browser of a play (§2.13), from the User-Agent. */
export function describeClient(client: PlayClient) {
  const ua = UAParser(client.userAgent ?? '')
  const type = ua.device.type
  const device = type === 'mobile' || type === 'tablet' ? type : 'desktop'
  const country = client.country && (/^[A-Za-z]{2}$/.test(client.country) || client.country === LOCAL_NETWORK) ? client.country.toLowerCase() : null
  return { platform: cut(ua.os.name?.toLowerCase(), 30), device, browser: cut(ua.browser.name?.toLowerCase(), 30), location: country }
}

/** `playlist.5.*` -> 5; any other queue id counts no playlist play. */
export function playlistIdOfQueue(queueId: string | null | undefined): number | null {
  const m = /^playlist\.(\d+)\./.exec(queueId ?? '')
  return m ? Number(m[1]) : null
}

export function makePlaysService({ repo, hydrator, clock }: { repo: PlaysRepo; hydrator: Hydrator; clock: () => Date }) {
  return {
    /** §4.7: logs a play unless the same user/guest played this track in the last minute. */
    async logPlay(trackId: number, queueId: string | null | undefined, who: PlayWho, client: PlayClient): Promise<boolean> {
      if (!(await repo.trackAlbumId(trackId))) throw notFound()
      const now = clock()
      return repo.logPlay(
        { ...who, trackId, playlistId: playlistIdOfQueue(queueId), ...describeClient(client), at: now },
        new Date(now.getTime() - DEDUPE_MS),
      )
    },

    /** Listening history, newest first; only the owner or an admin may read it. */
    async history(
      target: number,
      viewer: { userId: number | null; isAdmin: boolean },
      q: { page?: number; perPage?: number; paginate?: string; cursor?: string },
      ctx: SerializeCtx,
    ): Promise<Pagination<Track>> {
      if (viewer.userId !== target && !viewer.isAdmin) throw forbidden()
      const w = pageWindow(q, HISTORY_PER_PAGE)
      const rows = await repo.history(target, w.offset, w.limit, decodeCursor(q.cursor, 2))
      const total = q.paginate === 'lengthAware' ? await repo.historyCount(target) : undefined
      const page = toPagination(rows, w, total, (r) => [r.playedKey, r.id])
      const tracks = await hydrator.tracks([...new Set(page.data.map((r) => r.trackId))], ctx)
      const byId = new Map(tracks.map((t) => [t.id, t]))
      const data = page.data.flatMap((r) => {
        const t = byId.get(r.trackId)
        return t ? [{ ...t, added_at: r.playedAt.toISOString() }] : []
      })
      return { ...page, data }
    },
  }
}

export type PlaysService = ReturnType<typeof makePlaysService>

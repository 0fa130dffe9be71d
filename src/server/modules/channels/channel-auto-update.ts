import type { ChannelConfig } from '../../../shared/contracts/channels'
import type { ChannelsRepo } from './channels.repo'

/** Local auto-update size of music-catalog §2.9: 20 tracks, albums or genres. */
export const AUTO_UPDATE_COUNT = 20

export type AutoUpdateSources = Pick<ChannelsRepo, 'topTrackIds' | 'newAlbumIds' | 'topGenreIds' | 'nonEmptyGenreIds' | 'playlistTrackIds'>

/**
 * The content one local auto-update method picks (§2.9). Spotify and Last.fm providers are optional
 * integrations that are not configured here; their channels fall back to the local method.
 */
export async function runAutoUpdate(config: ChannelConfig, sources: AutoUpdateSources): Promise<{ type: string; id: number }[]> {
  const as = (type: string) => (ids: number[]) => ids.map((id) => ({ type, id }))
  switch (config.autoUpdateMethod) {
    case 'topTracks':
      return as('track')(await sources.topTrackIds(AUTO_UPDATE_COUNT))
    case 'newAlbums':
      return as('album')(await sources.newAlbumIds(AUTO_UPDATE_COUNT))
    case 'topGenres':
      return as('genre')(await sources.topGenreIds(AUTO_UPDATE_COUNT))
    case 'nonEmptyGenres':
      return as('genre')(await sources.nonEmptyGenreIds(0, 100))
    case 'playlistTracks': {
      const playlistId = Number(config.autoUpdateValue)
      if (!Number.isInteger(playlistId) || playlistId <= 0) return []
      return as('track')(await sources.playlistTrackIds(playlistId, 0, 100))
    }
    default:
      return []
  }
}

const DAY_MS = 24 * 60 * 60 * 1000

/** Milliseconds from `now` to the next 03:20 server time (§2.9's daily refresh). */
export function msUntilNextRun(now: Date, hour = 3, minute = 20): number {
  const next = new Date(now)
  next.setHours(hour, minute, 0, 0)
  if (next.getTime() <= now.getTime()) next.setTime(next.getTime() + DAY_MS)
  return next.getTime() - now.getTime()
}

/**
 * A timer that runs `job` daily at 03:20 in this process; `stop` clears it. When the app gets a shared
 * job queue (deps.jobs), the same `job` moves there so that only one process runs it.
 */
export function scheduleDailyAutoUpdate(job: () => Promise<unknown>, clock: () => Date, onError: (error: unknown) => void) {
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  const arm = () => {
    if (stopped) return
    timer = setTimeout(() => {
      job().catch(onError).finally(arm)
    }, msUntilNextRun(clock()))
    // A pending daily timer must not keep a stopping process (or a test run) alive.
    timer.unref?.()
  }
  arm()
  return {
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      timer = null
    },
  }
}

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

/** §2.9's daily refresh at 03:20 server time: one scheduled job across all processes (deps.jobs.schedule). */
export const AUTO_UPDATE_JOB = 'channels.auto-update'
export const AUTO_UPDATE_TIME = { hour: 3, minute: 20 }

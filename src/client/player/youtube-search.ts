// The YouTube integration's client side (music-catalog §4.13): a track without audio asks the server for
// up to 3 videos (GET search/audio/{trackId}/{artist}/{track}, names URL-encoded twice) and reports each
// embed error (POST youtube/log-client-error). Both answer 404 unless the integration is on, which
// bootstrap data says in `settings.youtube_is_setup`.
import { http } from '../lib/http'
import { settingEnabled } from '../stores/settings'
import type { AudioSearchResponse } from '../../shared/contracts/providers'
import type { PlayerTrack } from './types'

/** music-catalog §4.1: the src of a `youtube` item whose video is looked up when it loads. */
export const RESOLVE_SRC = 'resolve'

export function youtubeIntegrationOn(): boolean {
  return settingEnabled('youtube_is_setup')
}

export interface YoutubeSearchApi {
  /** The candidate video ids, best first. */
  search(track: PlayerTrack): Promise<string[]>
  /** Tells the server a video failed to embed; never throws. */
  report(code: number, videoId: string): void
}

const twice = (value: string) => encodeURIComponent(encodeURIComponent(value))

export const youtubeSearchApi: YoutubeSearchApi = {
  async search(track) {
    const artist = track.artists?.[0]?.name || track.album?.name || track.name
    const body = await http.get<AudioSearchResponse>(`search/audio/${track.id}/${twice(artist)}/${twice(track.name)}`)
    return body.results.map((result) => result.id)
  },
  report(code, videoId) {
    if (!youtubeIntegrationOn()) return
    http.post('youtube/log-client-error', { body: { code, videoUrl: `https://www.youtube.com/watch?v=${videoId}` } }).catch(() => {})
  },
}

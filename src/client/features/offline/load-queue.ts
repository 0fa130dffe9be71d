import type { Track } from '../../../shared/contracts/catalogue'
import { http } from '../../lib/http'
import { apiPaths } from '../../../shared/wire'

const PAGE = 100
/** A guard against a queue that never ends; far above any playlist or library a listener saves. */
const MAX_TRACKS = 5000

/**
 * Every track of a queue (`playlist.5.*`, `user.me.likes`), paged with the player's keyset endpoint.
 * A page shows at most 30 tracks, but "Save offline" on a playlist or on liked songs means all of them.
 */
export async function loadQueueTracks(queueId: string): Promise<Track[]> {
  const tracks: Track[] = []
  let lastTrack: number | null = null
  while (tracks.length < MAX_TRACKS) {
    const body: { tracks: Track[] } = await http.post(apiPaths.playerTracks, {
      body: { queueId, lastTrack, perPage: PAGE },
    })
    tracks.push(...body.tracks)
    if (body.tracks.length < PAGE) break
    lastTrack = body.tracks[body.tracks.length - 1]!.id
  }
  return tracks
}

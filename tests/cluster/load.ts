// The bounded mixed load of the cluster suite: Range streams, page API calls, likes, new playlists and
// playlist edits (writes with Idempotency-Keys, repeated until they succeed), on a few concurrent loops.
import type { ClusterClient } from './client'

export interface LoadTargets {
  trackIds: number[]
  playlistId: number
  runId: string
}

export interface LoadLedger {
  /** Writes the server acknowledged: each must be in the database exactly once afterwards. */
  liked: Set<number>
  playlistNames: Set<string>
  addedToPlaylist: Set<number>
  /** Writes that needed more than one try (their first try failed). */
  retriedWrites: number
}

export function newLedger(): LoadLedger {
  return { liked: new Set(), playlistNames: new Set(), addedToPlaylist: new Set(), retriedWrites: 0 }
}

/** Runs `loops` concurrent loops until `stop` resolves; each loop cycles through the request kinds. */
export async function runLoad(client: ClusterClient, targets: LoadTargets, ledger: LoadLedger, stop: Promise<void>, loops = 4): Promise<void> {
  let stopped = false
  void stop.then(() => (stopped = true))
  let counter = 0
  const nextTrack = () => targets.trackIds[counter++ % targets.trackIds.length]!
  const loop = async (n: number) => {
    for (let i = 0; !stopped; i += 1) {
      const track = nextTrack()
      switch ((i + n) % 5) {
        case 0:
          await client.read('stream', `/api/v1/tracks/${track}/stream`, { range: 'bytes=0-131071' })
          break
        case 1:
          await client.read('page', `/api/v1/tracks/${track}`)
          break
        case 2: {
          const { tries } = await client.write('like', '/users/me/add-to-library'.replace(/^/, '/api/v1'), { likeables: [{ likeable_id: track, likeable_type: 'track' }] })
          ledger.liked.add(track)
          if (tries > 1) ledger.retriedWrites += 1
          break
        }
        case 3: {
          const name = `c-${targets.runId}-${n}-${i}`
          const { tries } = await client.write('playlist', '/api/v1/playlists', { name })
          ledger.playlistNames.add(name)
          if (tries > 1) ledger.retriedWrites += 1
          break
        }
        default: {
          const { tries } = await client.write('playlist-edit', `/api/v1/playlists/${targets.playlistId}/tracks/add`, { ids: [track] })
          ledger.addedToPlaylist.add(track)
          if (tries > 1) ledger.retriedWrites += 1
        }
      }
    }
  }
  await Promise.all(Array.from({ length: loops }, (_, n) => loop(n)))
}

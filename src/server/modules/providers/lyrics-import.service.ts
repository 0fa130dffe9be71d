import type { ProviderSettings } from './artist-sync.service'
import { cleanTitle, closestByDuration, type LrclibClient } from './lrclib.client'
import type { ProvidersRepo } from './providers.repo'

/**
 * music-catalog §2 lyrics import on demand: with `player.lyrics_automate` on, a track without lyrics gets
 * them from LRCLIB (cleaned title, the candidate with the closest duration) and they are stored locally.
 */
export function makeLyricsImport({ repo, settings, lrclib, now = Date.now }: { repo: ProvidersRepo; settings: ProviderSettings; lrclib: LrclibClient; now?: () => number }) {
  // A track LRCLIB has nothing for is not asked again for an hour: players ask on every play.
  const missed = new Map<number, number>()
  const MISS_MS = 3_600_000
  const MISS_CAP = 5000
  const recentlyMissed = (trackId: number) => (missed.get(trackId) ?? -Infinity) > now() - MISS_MS
  function remember(trackId: number) {
    if (missed.size >= MISS_CAP) missed.delete(missed.keys().next().value!)
    missed.set(trackId, now())
  }

  return {
    /** True when lyrics were stored for the track; `force` (an admin's import) skips the `lyrics_automate` check. */
    async importFor(trackId: number, { force = false } = {}): Promise<boolean> {
      if (!force && (await settings.get<boolean>('player.lyrics_automate')) !== true) return false
      if (!force && recentlyMissed(trackId)) return false
      const track = await repo.track(trackId)
      if (!track?.artistName) return false
      const best = closestByDuration(await lrclib.search(cleanTitle(track.name), track.artistName), track.duration)
      if (!best) {
        remember(trackId)
        return false
      }
      const synced = Boolean(best.syncedLyrics)
      await repo.insertLyrics(trackId, (synced ? best.syncedLyrics : best.plainLyrics)!, synced, best.duration === null ? null : Math.round(best.duration))
      return true
    },
  }
}

export type LyricsImport = ReturnType<typeof makeLyricsImport>

// Offline, a track without a saved copy cannot play. The offline feature registers which tracks are
// saved (the player may not import features), and the store asks here before loading an item.
import { connectivityState } from '../stores/connectivity'
import type { QueueItem, RepeatMode } from './types'

export const OFFLINE_SKIP_MESSAGE = "This track isn't saved for offline listening — skipping"

let savedOffline: ((trackId: number) => boolean) | null = null

export function setOfflineAvailability(check: ((trackId: number) => boolean) | null): void {
  savedOffline = check
}

export const unplayableOffline = (item: QueueItem): boolean =>
  !connectivityState.online && savedOffline !== null && !savedOffline(item.id)

/** The next playable index after `index` (wrapping only under repeat all), or undefined. */
export function nextPlayableOffline(queue: readonly QueueItem[], index: number, repeat: RepeatMode): number | undefined {
  const after = queue.map((_, i) => i).filter((i) => i > index)
  const before = repeat === 'all' ? queue.map((_, i) => i).filter((i) => i < index) : []
  return [...after, ...before].find((i) => !unplayableOffline(queue[i]!))
}

// What plays when the cued item ends, and what the engine keeps loaded for it (gapless playback, decision
// 0030). The store owns the queue and calls in here with it; this file never imports the store, so the
// rules stay pure and the two cannot form an import cycle.
import type { NextSource, PlaybackEngine, QueueItem, RepeatMode } from './types'
import { extensionOf } from './queue-item'
import { unplayableOffline } from './offline-skip'
import { playableSource } from './stream-quality'
import { effectiveVolume } from './loudness-gain'
import { readCrossfade } from './gapless'

/** The part of the player's state the auto-next rules read. */
export interface QueuePosition {
  index: number
  shuffledQueue: readonly QueueItem[]
  originalQueue: readonly QueueItem[]
  repeat: RepeatMode
}

/**
 * The index auto-next would go to when the cued item ends, when that needs no request: repeat one
 * replays (§4.2), and at the end of a queue the server can still page (its id not in `exhausted`), the
 * next page comes first.
 */
export function upcomingIndexOf({ index, shuffledQueue, originalQueue, repeat }: QueuePosition, exhausted: ReadonlySet<string>): number | undefined {
  if (repeat === 'one' || index < 0) return undefined
  if (index < shuffledQueue.length - 1) return index + 1
  if (repeat !== 'all' || shuffledQueue.length === 0) return undefined
  const groupId = originalQueue[originalQueue.length - 1]?.groupId
  if (groupId && groupId !== 'custom' && !exhausted.has(groupId)) return undefined
  return 0
}

/** An item's stream at the listener's streaming quality (stream-quality.ts); the queue keeps the bare path. */
export const streamOf = (src: string, item: QueueItem) => playableSource(src, extensionOf(item.meta.src ?? '') || undefined)

/**
 * What the engine should keep loaded for a gapless start of `item`: its stream, its own ReplayGain volume
 * and the crossfade setting. Items that cannot play (no source, offline without a saved copy, playback
 * not allowed) get null and are left to the ordinary end-of-track path, which skips them and counts
 * failures. Only audio hands over gaplessly; video, HLS, DASH and YouTube items load as before (0031).
 */
export function preloadFor(item: QueueItem | undefined, volume: number, canPlay: () => boolean): NextSource | null {
  if (!item?.src || (item.provider ?? 'htmlAudio') !== 'htmlAudio' || unplayableOffline(item) || !canPlay()) return null
  const source = streamOf(item.src, item)
  return { key: item.key, src: source.src, format: source.format, volume: effectiveVolume(volume, item.meta.loudness), crossfade: readCrossfade() }
}

/** What the engine was last told to preload, so it is told only on a change. */
let told = ''

/** Tells the engine to preload `next` (null: nothing) unless that is what it was last told. Preloading logs no play. */
export function tellPreload(engine: PlaybackEngine, next: NextSource | null): void {
  const signature = JSON.stringify(next)
  if (signature === told) return
  told = signature
  engine.preload(next)
}

/** The engine dropped its preloaded sound (a load, a handover, a new engine): the next tell goes through. */
export function forgetPreload(): void {
  told = ''
}

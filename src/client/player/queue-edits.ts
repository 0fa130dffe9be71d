import type { PlayerTrack, QueueItem } from './types'
import { toQueueItems } from './queue-item'
import { indexOfKey, insertAt, move, shuffled, shuffleKeepingFirst } from './queue-ops'
import { currentItem, playerState, randomSource, setQueue } from './store'

/** Queue edits that never touch the engine: shuffle (§4.3), add after current (§4.4), reorder. */
export function toggleShuffle(): void {
  const current = currentItem()
  playerState.shuffling = !playerState.shuffling
  playerState.shuffledQueue = playerState.shuffling
    ? shuffleKeepingFirst(playerState.originalQueue, current, randomSource())
    : playerState.originalQueue.slice()
  playerState.index = current ? indexOfKey(playerState.shuffledQueue, current.key) : -1
}

/** §4.4: inserts right after the cued item in both arrays; shuffled among themselves while shuffling. */
export function addAfterCurrent(tracks: readonly PlayerTrack[], queueId = 'custom'): void {
  insertAfterCurrent(tracks, queueId, false)
}

/**
 * "Add to queue" (issue 24): after the cued item and after what the listener queued before it, so
 * successive adds play in the order they were made; "Play next" (addAfterCurrent) jumps ahead of them.
 */
export function addToQueue(tracks: readonly PlayerTrack[], queueId = 'custom'): void {
  insertAfterCurrent(tracks, queueId, true)
}

function insertAfterCurrent(tracks: readonly PlayerTrack[], queueId: string, afterAdded: boolean): void {
  const items = toQueueItems(tracks, queueId).map((item) => ({ ...item, added: true }))
  const current = currentItem()
  if (!current) return setQueue(items, 0)
  const skip = (queue: readonly QueueItem[], from: number) => (afterAdded ? endOfAdded(queue, from) : from)
  const originalAt = skip(playerState.originalQueue, indexOfKey(playerState.originalQueue, current.key) + 1)
  playerState.originalQueue = insertAt(playerState.originalQueue, originalAt, items)
  const added = playerState.shuffling ? shuffled(items, randomSource()) : items
  playerState.shuffledQueue = insertAt(playerState.shuffledQueue, skip(playerState.shuffledQueue, playerState.index + 1), added)
}

/** The index just past the run of listener-added items that starts at `from`. */
function endOfAdded(queue: readonly QueueItem[], from: number): number {
  let at = from
  while (at < queue.length && queue[at]?.added) at += 1
  return at
}

/** Reorders the visible queue; without shuffle both arrays share one order. */
export function moveInQueue(from: number, to: number): void {
  const current = currentItem()
  playerState.shuffledQueue = move(playerState.shuffledQueue, from, to)
  if (!playerState.shuffling) playerState.originalQueue = playerState.shuffledQueue.slice()
  playerState.index = indexOfKey(playerState.shuffledQueue, current?.key)
}

import type { PlayerTrack, QueueItem } from './types'
import { toQueueItems } from './queue-item'
import { indexOfKey, insertAt, move, shuffled, shuffleKeepingFirst } from './queue-ops'
import { currentItem, playerState, randomSource, setQueue } from './store'
import { landsAsAdded, queueSections } from './queue-sections'

/**
 * Queue edits that never touch the engine: shuffle (§4.3), add after current (§4.4), reorder. Shuffle
 * leaves "Next from you" (issue 24) right after the cued track, in its order: only the source is shuffled.
 */
export function toggleShuffle(): void {
  const current = currentItem()
  const { fromYou } = queueSections(playerState.shuffledQueue, playerState.index)
  const run = fromYou.map((at) => playerState.shuffledQueue[at]).filter((item) => item !== undefined)
  playerState.shuffling = !playerState.shuffling
  if (playerState.shuffling) {
    const inRun = new Set(run.map((item) => item.key))
    const [first, ...rest] = shuffleKeepingFirst(playerState.originalQueue.filter((item) => !inRun.has(item.key)), current, randomSource())
    playerState.shuffledQueue = first ? [first, ...run, ...rest] : run
  } else {
    playerState.shuffledQueue = playerState.originalQueue.slice()
  }
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

/**
 * Reorders the visible queue; without shuffle both arrays share one order. An item moved into or out of
 * the listener's run ("Next from you") joins or leaves it, so the panel's sections follow the drag.
 */
export function moveInQueue(from: number, to: number): void {
  const current = currentItem()
  const moved = playerState.shuffledQueue[from]
  if (!moved || from === to || to < 0 || to >= playerState.shuffledQueue.length) return
  let queue = move(playerState.shuffledQueue, from, to)
  const index = indexOfKey(queue, current?.key)
  const added = landsAsAdded(queue, to, index, moved.added === true)
  if (added !== (moved.added === true)) {
    const relabel = (items: readonly QueueItem[]) => items.map((item) => (item.key === moved.key ? { ...item, added } : item))
    queue = relabel(queue)
    playerState.originalQueue = relabel(playerState.originalQueue)
  }
  playerState.shuffledQueue = queue
  if (!playerState.shuffling) playerState.originalQueue = queue.slice()
  playerState.index = index
}

/** "Clear" of "Next from you": drops the listener's run after the cued item; the source plays on. */
export function clearAddedQueue(): void {
  const { fromYou } = queueSections(playerState.shuffledQueue, playerState.index)
  const keys = new Set(fromYou.map((at) => playerState.shuffledQueue[at]?.key))
  if (keys.size === 0) return
  playerState.originalQueue = playerState.originalQueue.filter((item) => !keys.has(item.key))
  playerState.shuffledQueue = playerState.shuffledQueue.filter((item) => !keys.has(item.key))
}

import type { QueueItem } from './types'

/** Positions (in the visible queue) of each part of the queue panel (issue 24). */
export interface QueueSections {
  /** Items before the cued one: they come back only with repeat all, or by a click. */
  earlier: number[]
  current: number | null
  /** The run of listener-added items (Play next, Add to queue) right after the cued one: they play next. */
  fromYou: number[]
  /** The rest of the source (album, playlist, radio...) after the cued item and the listener's run. */
  fromSource: number[]
}

export function queueSections(queue: readonly Pick<QueueItem, 'added'>[], index: number): QueueSections {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i)
  if (index < 0 || index >= queue.length) return { earlier: [], current: null, fromYou: [], fromSource: range(0, queue.length) }
  let end = index + 1
  while (end < queue.length && queue[end]?.added) end += 1
  return { earlier: range(0, index), current: index, fromYou: range(index + 1, end), fromSource: range(end, queue.length) }
}

/**
 * Whether an item that has just landed at `at` belongs to "Next from you": inside the run (an added item
 * follows it) it does; at the run's edge (right after the cued item or the last added one) it keeps what it
 * was, so a source item moved up to the boundary stays in the source; among source items it does not.
 */
export function landsAsAdded(queue: readonly QueueItem[], at: number, index: number, wasAdded: boolean): boolean {
  if (at <= index) return wasAdded
  if (queue[at + 1]?.added) return true
  const before = queue[at - 1]
  return at - 1 === index || before?.added === true ? wasAdded : false
}

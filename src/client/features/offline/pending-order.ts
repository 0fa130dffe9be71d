// The download order and how a pending item shows in the queue, shared by the manager (on start) and the
// lazily loaded download queue, so the queue needs no import of the manager back (docs/decisions/0025).
import type { PendingItem } from './db'

export const sortPending = (items: PendingItem[]) => items.slice().sort((a, b) => a.addedAt - b.addedAt)
export const toQueueEntry = (item: PendingItem) => ({ id: item.id, name: item.track.name, status: 'waiting' as const, received: 0, total: null })

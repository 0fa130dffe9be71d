// What the UI shows about offline changes (valtio): how many wait for the connection, and whether a
// replay is running. The queue itself lives in IndexedDB (db.ts); this mirrors it for rendering.
import { proxy } from 'valtio'

export const offlineQueueState = proxy({
  /** Queued changes of the signed-in user (or guest) still to be sent. */
  pending: 0,
  replaying: false,
})

export function setPending(count: number): void {
  offlineQueueState.pending = count
}

export function setReplaying(replaying: boolean): void {
  offlineQueueState.replaying = replaying
}

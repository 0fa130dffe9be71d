// Progress and saved state of "Save offline" (valtio). The manager writes it; components read it with
// useSnapshot. `saved` mirrors IndexedDB so synchronous checks (the player's offline skip) need no await.
import { proxy } from 'valtio'

export type DownloadStatus = 'waiting' | 'downloading'

export interface DownloadItem {
  id: number
  name: string
  status: DownloadStatus
  received: number
  total: number | null
}

export const offlineState = proxy({
  /** Track ids with a saved copy. */
  saved: {} as Record<number, true>,
  /** Group keys (`album:3`, `playlist:5`, `liked:me`, `track:7`) that were saved. */
  groups: {} as Record<string, true>,
  /** Downloads in order; the first is the one in progress. */
  queue: [] as DownloadItem[],
  /** Finished and total items of the current batch, for the total progress. */
  done: 0,
  batchTotal: 0,
  /** Waiting for the connection to come back. */
  waitingForNetwork: false,
  error: null as string | null,
  /** Bumped after every change of the saved set, so the offline page reloads its list. */
  version: 0,
  ready: false,
})

export const isTrackSaved = (id: number): boolean => offlineState.saved[id] === true

export const isPending = (id: number): boolean => offlineState.queue.some((item) => item.id === id)

// Its own file so the Redis buffer, loaded lazily by view-buffer.ts, needs no import of it back.
import type { PendingView } from './views.repo'

/**
 * Where counted-but-unwritten views wait for the next flush (view-counter.ts). One entry per visitor
 * and page: a second view of the same page before the flush adds nothing (the first one is the one
 * the 10-hour window starts from, as with a direct write).
 */
export interface ViewBuffer {
  add(view: PendingView): Promise<void>
  /** Everything waiting, removed from the buffer. */
  take(): Promise<PendingView[]>
  /** A batch the database refused goes back, for the next flush. */
  putBack(views: readonly PendingView[]): Promise<void>
  close(): Promise<void>
}

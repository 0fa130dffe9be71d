// What the offline queue stores: the request a change sends and the stored entry (db.ts keeps them in
// IndexedDB). Its own file so legacy-entries.ts, which db.ts uses, needs no import of db.ts.
import type { QueuedChange } from './changes'

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The request a change sends; `url` is relative to api/v1 like every lib/http call. */
export interface MutationRequest {
  method: MutationMethod
  url: string
  body?: unknown
  params?: Record<string, string | number | boolean>
  /** Shown to the listener if the server refuses the change later, e.g. `Like “Song title”`. */
  label: string
  /** Reused for every attempt, so the server applies the change once however often it is sent. */
  idempotencyKey?: string
  /** Owner of the change (null = guest); only the signed-in owner's changes are replayed. */
  userId?: number | null
  /** Dropped without a toast if the server refuses it (play logs: the listener never asked for them). */
  silent?: boolean
}

/** What a feature hands to the queue: what the change means (kind, payload) and the request it sends. */
export type MutationDescriptor = QueuedChange & MutationRequest

export interface StoredRequest extends Required<Omit<MutationRequest, 'body' | 'params' | 'silent'>> {
  seq: number
  silent?: boolean
  body?: unknown
  params?: Record<string, string | number | boolean>
  queuedAt: number
  /** Attempts that ended in a retryable server answer (5xx, 408, 409, 429); network failures do not count. */
  attempts: number
}

export type QueuedMutation = QueuedChange & StoredRequest

import { IDEMPOTENCY_HEADER } from '../../../shared/lib/idempotency'
import { http, HttpError } from '../../lib/http'
import { settleQueued } from '../../stores/library-state'
import { FALLBACK_ERROR_MESSAGE } from '../../stores/toasts'
import { deleteMutation, putMutation, type MutationRequest, type QueuedMutation } from './db'
import { currentUserId, pendingMutations, refreshPending } from './queue'
import { toastRefusals, type RefusedMutation } from './report'
import { setReplaying } from './store'

/** Server answers worth another try later: the change may still apply. */
const RETRYABLE = new Set([408, 409, 425, 429])
/** Auth lapsed while offline: keep the changes until the owner signs in again. */
const AUTH = new Set([401, 419])
const MAX_ATTEMPTS = 5
const LOCK_NAME = 'encore-mutation-replay'

export type StopReason = 'done' | 'network' | 'server' | 'auth'

export interface ReplayResult {
  applied: number
  refused: RefusedMutation[]
  stopped: StopReason
}

export interface ReplayHooks {
  /** Told about changes dropped in this replay (silent ones left out); defaults to one danger toast. */
  report?: (refused: RefusedMutation[]) => void
  /** Called when at least one change reached the server (e.g. to refetch queries). */
  onApplied?: () => void
}

let defaults: ReplayHooks = {}
let running: Promise<ReplayResult> | null = null

/** App-wide hooks used by every replay (set once by startOfflineQueue). */
export function configureReplay(hooks: ReplayHooks): void {
  defaults = hooks
}

/** A request that never got an answer: offline, DNS, connection reset (lib/http reports status 0). */
export function isNetworkError(error: unknown): boolean {
  return (error instanceof HttpError && error.status === 0) || error instanceof TypeError
}

/** Sends one change through lib/http with its Idempotency-Key. */
export function sendMutation<T = unknown>(descriptor: MutationRequest, headers: Record<string, string>): Promise<T> {
  const send = { POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete }[descriptor.method]
  return send<T>(descriptor.url, {
    ...(descriptor.body === undefined ? {} : { body: descriptor.body }),
    ...(descriptor.params === undefined ? {} : { params: descriptor.params }),
    headers,
  })
}

type Outcome = { kind: 'applied' } | { kind: 'refused'; refused: RefusedMutation } | { kind: 'stop'; reason: StopReason }

async function attempt(item: QueuedMutation): Promise<Outcome> {
  try {
    await sendMutation(item, { [IDEMPOTENCY_HEADER]: item.idempotencyKey })
    settleQueued(item, true)
    await deleteMutation(item.seq)
    return { kind: 'applied' }
  } catch (error) {
    if (isNetworkError(error)) return { kind: 'stop', reason: 'network' }
    const status = error instanceof HttpError ? error.status : 0
    if (AUTH.has(status)) return { kind: 'stop', reason: 'auth' }
    const message = (error instanceof HttpError && error.body.message) || FALLBACK_ERROR_MESSAGE
    const retryable = status >= 500 || RETRYABLE.has(status) || !(error instanceof HttpError)
    // A change that keeps failing must not hold back the ones queued after it forever.
    if (retryable && item.attempts + 1 < MAX_ATTEMPTS) {
      await putMutation({ ...item, attempts: item.attempts + 1 })
      return { kind: 'stop', reason: 'server' }
    }
    settleQueued(item, false)
    await deleteMutation(item.seq)
    return { kind: 'refused', refused: { mutation: item, status, message } }
  }
}

async function run(hooks: ReplayHooks): Promise<ReplayResult> {
  const result: ReplayResult = { applied: 0, refused: [], stopped: 'done' }
  const userId = currentUserId()
  setReplaying(true)
  try {
    for (;;) {
      // Re-read every round: changes queued during the replay go out in the same run, in order.
      const [next] = await pendingMutations(userId)
      if (!next) break
      const outcome = await attempt(next)
      if (outcome.kind === 'applied') result.applied += 1
      else if (outcome.kind === 'refused') result.refused.push(outcome.refused)
      else {
        result.stopped = outcome.reason
        break
      }
    }
  } finally {
    setReplaying(false)
    await refreshPending().catch(() => undefined)
  }
  // Silent changes (play logs) are dropped quietly; everything else the listener did is reported.
  ;(hooks.report ?? defaults.report ?? toastRefusals)(result.refused.filter((r) => !r.mutation.silent))
  if (result.applied > 0) (hooks.onApplied ?? defaults.onApplied)?.()
  return result
}

/**
 * Sends the signed-in owner's queued changes in order. 2xx removes a change; a network failure stops
 * and keeps the rest; a 4xx refusal drops the change and is reported, never silently. One replay runs
 * at a time in this tab, and (where Web Locks exist) across tabs; a second call joins the running one.
 */
export function replayQueue(hooks: ReplayHooks = {}): Promise<ReplayResult> {
  running ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
      return locks ? await locks.request(LOCK_NAME, () => run(hooks)) : await run(hooks)
    } finally {
      running = null
    }
  })()
  return running
}

import { IDEMPOTENCY_HEADER } from '../../../shared/lib/idempotency'
import type { MutationDescriptor, QueuedMutation } from './db'

/**
 * The queue's storage and replay (IndexedDB through idb) load on the first change, not with every page
 * that offers one (like, follow, comment): they sit in the after-first-page `startup` chunk
 * (vite.config.ts), which is loaded by then anyway.
 */
const queueParts = () => Promise.all([import('./queue'), import('./replay')]).then(([queue, replay]) => ({ ...queue, ...replay }))

export type RunOrQueueResult<T> = { queued: false; data: T } | { queued: true; mutation: QueuedMutation }

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * Runs a change now, or keeps it for later when the network is missing; a queued change resolves at
 * once (the caller updates its cache optimistically). `mutationFn` must send the given headers: the
 * online attempt and every replay share one Idempotency-Key, because a request whose answer was lost
 * may still have been applied. Other errors (4xx, 5xx) reach the caller as usual.
 */
export async function runOrQueue<T>(
  mutationFn: (headers: Record<string, string>) => Promise<T>,
  descriptor: MutationDescriptor,
): Promise<RunOrQueueResult<T>> {
  const item = { ...descriptor, idempotencyKey: descriptor.idempotencyKey ?? crypto.randomUUID() }
  const { enqueueMutation, isNetworkError, pendingMutations, replayQueue } = await queueParts()
  // navigator.onLine=false is reliable (true is not). Changes queued earlier must reach the server
  // first, so while any wait, a new one joins the end of the queue instead of overtaking them.
  if (isOffline() || (await pendingMutations(item.userId)).length > 0) {
    const mutation = await enqueueMutation(item)
    if (!isOffline()) void replayQueue()
    return { queued: true, mutation }
  }
  try {
    return { queued: false, data: await mutationFn({ [IDEMPOTENCY_HEADER]: item.idempotencyKey }) }
  } catch (error) {
    if (!isNetworkError(error)) throw error
    return { queued: true, mutation: await enqueueMutation(item) }
  }
}

/** runOrQueue for a plain request: the descriptor is both what is sent now and what is queued. */
export function sendOrQueue<T = unknown>(descriptor: MutationDescriptor): Promise<RunOrQueueResult<T>> {
  return runOrQueue(async (headers) => (await queueParts()).sendMutation<T>(descriptor, headers), descriptor)
}

import { setQueuedChanges } from '../../stores/library-state'
import { sessionState } from '../../stores/session'
import { addMutation, listMutations, type MutationDescriptor, type QueuedMutation } from './db'
import { setPending } from './store'

/** The owner new changes are recorded for: the signed-in user, or null for a guest. */
export const currentUserId = (): number | null => sessionState.user?.id ?? null

/**
 * Persists a change to send later. The idempotency key is fixed here (or by runOrQueue before its
 * online attempt), so every later attempt is recognised by the server as the same change.
 */
export async function enqueueMutation(descriptor: MutationDescriptor): Promise<QueuedMutation> {
  const item = await addMutation({
    kind: descriptor.kind,
    payload: descriptor.payload,
    method: descriptor.method,
    url: descriptor.url,
    ...(descriptor.body === undefined ? {} : { body: descriptor.body }),
    ...(descriptor.params === undefined ? {} : { params: descriptor.params }),
    label: descriptor.label,
    idempotencyKey: descriptor.idempotencyKey ?? crypto.randomUUID(),
    userId: descriptor.userId === undefined ? currentUserId() : descriptor.userId,
    ...(descriptor.silent ? { silent: true } : {}),
    queuedAt: Date.now(),
    attempts: 0,
  } as Parameters<typeof addMutation>[0])
  await refreshPending()
  return item
}

/** The owner's queued changes in replay order; another account's changes wait for that account. */
export async function pendingMutations(userId: number | null = currentUserId()): Promise<QueuedMutation[]> {
  return (await listMutations()).filter((item) => item.userId === userId)
}

/**
 * Re-reads what the UI shows (after a change, a replay, or a switch of account): the count, and the
 * waiting library changes that library-state folds over the server's state.
 */
export async function refreshPending(): Promise<number> {
  const owner = currentUserId()
  const waiting = await pendingMutations(owner)
  setPending(waiting.length)
  setQueuedChanges(owner, waiting)
  return waiting.length
}

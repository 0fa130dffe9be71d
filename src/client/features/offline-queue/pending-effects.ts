// What a queued change looks like before the server has it. Optimistic updates made in memory are lost
// on reload, and some state is rebuilt from the server's last answer (bootstrap-data's likes map), so a
// feature registers how to show its waiting changes again; they are re-applied after every start.
import type { QueryClient } from '@tanstack/react-query'
import type { QueuedMutation } from './db'
import { pendingMutations } from './queue'

/** What an effect may read besides the change: the app's query cache once the queue has started. */
export interface PendingEffectContext {
  queryClient?: QueryClient
}

/** Shows one waiting change locally (e.g. marks a track liked); must be safe to run twice. */
export type PendingEffect = (mutation: QueuedMutation, context: PendingEffectContext) => void

const effects = new Set<PendingEffect>()
let context: PendingEffectContext = {}

/** Set by startOfflineQueue; effects that ran before it run again with the cache on the next reapply. */
export function setPendingEffectContext(next: PendingEffectContext): void {
  context = next
}

async function applyTo(selected: Iterable<PendingEffect>): Promise<void> {
  const waiting = await pendingMutations()
  // Replay order: a like then an unlike of the same track ends unliked, as it will on the server.
  for (const effect of selected) for (const mutation of waiting) effect(mutation, context)
}

/**
 * Registers a feature's effect and applies it at once to the changes already waiting (the feature's
 * module often loads after the queue started). Returns the unregister function.
 */
export function registerPendingEffect(effect: PendingEffect): () => void {
  effects.add(effect)
  void applyTo([effect]).catch(() => undefined)
  return () => void effects.delete(effect)
}

/** Re-applies every registered effect, e.g. after the session (and its bootstrap data) was replaced. */
export function reapplyPendingEffects(): Promise<void> {
  return applyTo([...effects]).catch(() => undefined)
}

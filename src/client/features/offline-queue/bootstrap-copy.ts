// The query cache's copy of bootstrap-data is what an offline start shows (shell/bootstrap.ts). It is
// written at start from the server; changes made online afterwards (a like, a follow) live only in the
// session store, so an offline reload would show them undone. This keeps the copy in step with the
// session, but only while no change waits or is being sent: the copy must stay the server's state,
// because waiting changes are re-applied on top of it (pending-effects.ts: a repost toggle flips).
import type { QueryClient } from '@tanstack/react-query'
import { snapshot, subscribe } from 'valtio'
import { sessionState } from '../../stores/session'
import { changesInFlight } from './run-or-queue'
import { offlineQueueState } from './store'

/** shell/bootstrap.ts `bootstrapKeys.all` (auth/api.ts writes the same key). */
const BOOTSTRAP_KEY = ['bootstrap-data'] as const

/** Starts copying the session's bootstrap data into the query cache (persisted); returns the cleanup. */
export function keepBootstrapCopy(queryClient: QueryClient, delayMs = 1000): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const schedule = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(write, delayMs)
  }
  function write() {
    timer = null
    const current = sessionState.bootstrap
    if (!current) return
    // A change on its way may still end queued: look again later. Waiting changes: the replay that
    // empties the queue changes `pending`, which schedules the copy again.
    if (changesInFlight() > 0) return schedule()
    if (offlineQueueState.pending > 0) return
    queryClient.setQueryData(BOOTSTRAP_KEY, structuredClone(snapshot(current)))
  }
  const stops = [subscribe(sessionState, schedule), subscribe(offlineQueueState, schedule)]
  return () => {
    for (const stop of stops) stop()
    if (timer) clearTimeout(timer)
  }
}

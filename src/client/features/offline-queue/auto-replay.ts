// When to replay the offline queue: on start, on the browser's 'online' event, after any successful
// query (proof the network works even where navigator.onLine lags), when the account changes, and on
// a slow timer while changes wait (a server that answered 5xx). Never while navigator.onLine is false.
import type { QueryClient } from '@tanstack/react-query'
import { subscribe } from 'valtio'
import { setPlayLogSender } from '../../player'
import { sessionState } from '../../stores/session'
import { currentUserId, refreshPending } from './queue'
import { configureReplay, replayQueue } from './replay'
import { sendOrQueue } from './run-or-queue'
import type { RefusedMutation } from './report'
import { offlineQueueState } from './store'

const MAX_GAP_MS = 10 * 60 * 1000

export interface StartOfflineQueueOptions {
  /** Refetched after replayed changes reach the server, so pages show the server's state. */
  queryClient?: QueryClient
  report?: (refused: RefusedMutation[]) => void
  retryMs?: number
  /** Least time between replays not caused by the 'online' event (query successes come in bursts). */
  minGapMs?: number
}

/** Starts replaying queued changes whenever the connection works; returns the cleanup. */
export function startOfflineQueue(options: StartOfflineQueueOptions = {}): () => void {
  const { queryClient, retryMs = 30_000, minGapMs = 5_000 } = options
  configureReplay({
    ...(options.report ? { report: options.report } : {}),
    ...(queryClient ? { onApplied: () => void queryClient.invalidateQueries() } : {}),
  })
  // Play logs made offline wait here too, in order with the rest, and never reach the listener as errors.
  setPlayLogSender((url, body) =>
    sendOrQueue({ kind: 'log-play', payload: body, method: 'POST', url, body, label: 'Log a play', silent: true }))
  let lastStart = -Infinity
  let serverFailures = 0
  // After 5xx answers the gap doubles (30 s, 1 min, 2 min…), so a server restarting for a few minutes
  // does not use up a change's five tries; only the 'online' event and start skip the gap.
  const gap = () => (serverFailures === 0 ? minGapMs : Math.min(retryMs * 2 ** (serverFailures - 1), MAX_GAP_MS))
  const trigger = (force: boolean) => {
    if (!navigator.onLine || offlineQueueState.pending === 0) return
    if (!force && Date.now() - lastStart < gap()) return
    lastStart = Date.now()
    replayQueue().then(
      (result) => {
        serverFailures = result.stopped === 'server' ? serverFailures + 1 : 0
      },
      () => undefined,
    )
  }

  const onOnline = () => trigger(true)
  window.addEventListener('online', onOnline)
  const stopQueries = queryClient?.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') trigger(false)
  })
  let owner = currentUserId()
  const stopSession = subscribe(sessionState, () => {
    if (currentUserId() === owner) return
    owner = currentUserId()
    void refreshPending().then(() => trigger(true), () => undefined)
  })
  const timer = setInterval(() => trigger(false), retryMs)
  // Also hands the waiting library changes to library-state, which shows them over the server's state.
  void refreshPending().then(() => trigger(true), () => undefined)

  return () => {
    window.removeEventListener('online', onOnline)
    stopQueries?.()
    stopSession()
    clearInterval(timer)
    configureReplay({})
    setPlayLogSender(null)
  }
}

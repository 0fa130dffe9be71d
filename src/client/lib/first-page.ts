// "The first page is up": the router has resolved its first location and no query is fetching (the page's
// data has arrived), or 4 s have passed. What the first frame does not need (the offline indicator and
// manager, the service worker's registration and update prompt, the offline change queue) waits for it,
// so those 6-7 KB (gzip) load after the page's main content instead of competing with it.
import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'

const FALLBACK_MS = 4000
let done = false
const listeners = new Set<() => void>()

function finish() {
  if (done) return
  done = true
  for (const listener of listeners) listener()
  listeners.clear()
}

/** Starts watching; `whenFirstPage` and `useFirstPageDone` report the moment. */
export function watchFirstPage(router: AnyRouter, queryClient: QueryClient): void {
  const check = () => {
    if (router.state.status === 'idle' && !router.state.isLoading && queryClient.isFetching() === 0) finish()
  }
  const unsubscribeRouter = router.subscribe('onResolved', check)
  const unsubscribeQueries = queryClient.getQueryCache().subscribe(() => queueMicrotask(check))
  const timer = setTimeout(finish, FALLBACK_MS)
  listeners.add(() => {
    unsubscribeRouter()
    unsubscribeQueries()
    clearTimeout(timer)
  })
}

export function whenFirstPage(): Promise<void> {
  return done ? Promise.resolve() : new Promise((resolve) => listeners.add(resolve))
}

const subscribe = (listener: () => void) => {
  if (done) return () => undefined
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the first page is up (see above); re-renders its component then. */
export function useFirstPageDone(): boolean {
  return useSyncExternalStore(subscribe, () => done, () => false)
}

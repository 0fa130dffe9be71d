// "The first page is up": the router has resolved its first location and no query is fetching (the page's
// data has arrived), then the browser was idle once; or 4 s have passed. What the first frame does not
// need (the offline indicator and manager, the service worker's registration and update prompt, the
// offline change queue, the navbar's user menu, bell and workspace switcher with Headless UI) waits for
// it, so it loads after the page's main content instead of competing with it.
import { useSyncExternalStore } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'

const FALLBACK_MS = 4000
// Until main.tsx starts watching, nothing waits (component tests render without the app's entry).
let done = true
let finishing = false
const listeners = new Set<() => void>()

/** Then one idle period more, so the page's main content has painted before the rest is asked for. */
function finish() {
  if (finishing) return
  finishing = true
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 100))
  idle(settle, { timeout: 1000 })
}

function settle() {
  done = true
  for (const listener of listeners) listener()
  listeners.clear()
}

/** Starts watching; `whenFirstPage` and `useFirstPageDone` report the moment. */
export function watchFirstPage(router: AnyRouter, queryClient: QueryClient): void {
  done = false
  // Before the first navigation the router is idle too (bootstrap-data fills the cache before it starts).
  let resolved = false
  const check = () => {
    if (resolved && router.state.status === 'idle' && !router.state.isLoading && queryClient.isFetching() === 0) finish()
  }
  const unsubscribeRouter = router.subscribe('onResolved', () => {
    resolved = true
    check()
  })
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

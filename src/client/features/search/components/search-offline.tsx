import { lazy, Suspense } from 'react'
import { HttpError } from '../../../lib/http'

// Only shown without a network, so it loads on demand (the service worker precaches the chunk).
const OfflineState = lazy(() => import('../../offline').then((m) => ({ default: m.OfflineState })))

/** A search that got no answer at all (status 0) or ran while the browser is offline: not "no results". */
export function isNetworkFailure(error: unknown): boolean {
  if (!error) return false
  return (error instanceof HttpError && error.status === 0) || (typeof navigator !== 'undefined' && navigator.onLine === false)
}

/** What a search tab shows when the search could not reach the server: the app's offline state. */
export function SearchOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <OfflineState onRetry={onRetry} />
    </Suspense>
  )
}

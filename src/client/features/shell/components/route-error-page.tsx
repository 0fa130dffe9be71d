import { Link, useNavigate, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { claimChunkReload, isChunkLoadError, isLeavingPage } from '../../../lib/chunk-reload'
import { HttpError } from '../../../lib/http'
import { Button, buttonClasses } from '../../../ui/button'
import { Icon } from '../../../ui/icons'
import { sessionState, trans } from '../../../stores/session'
import { NotFoundPage } from './not-found-page'

// Only shown without a network, so it loads on demand (the service worker precaches the chunk).
const OfflineState = lazy(() => import('../../offline').then((m) => ({ default: m.OfflineState })))

// One decision per error: StrictMode renders twice, and the guard records its answer in sessionStorage.
const reloadDecisions = new WeakMap<object, boolean>()
function decideReload(error: unknown): boolean {
  if (!isChunkLoadError(error) || typeof error !== 'object' || error === null) return false
  const known = reloadDecisions.get(error)
  if (known !== undefined) return known
  // A route chunk aborted because the page is being left (Firefox): reloading would cancel that navigation
  // (the Firefox journey's NS_BINDING_ABORTED). The page offers its Reload button if the leave is cancelled.
  const decision = !isLeavingPage() && claimChunkReload()
  reloadDecisions.set(error, decision)
  return decision
}

/**
 * A route's code failed to load (usually a new deployment replaced this tab's chunks): reload once to
 * pick up the new build, else offer a reload. "Try again" would not help here: the router keeps the
 * failed import.
 */
function ChunkErrorPage({ error }: { error: unknown }) {
  const [reloading] = useState(() => decideReload(error))
  useEffect(() => {
    if (reloading) window.location.reload()
  }, [reloading])
  if (reloading) return null
  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <Icon name="error" className="size-14 text-muted" />
      <h1 className="text-2xl font-bold">{trans('There was an issue loading this page')}</h1>
      <p className="text-muted">{trans('Encore may have been updated. Reload the page to continue.')}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {trans('Reload')}
      </Button>
    </div>
  )
}

/**
 * A component threw while rendering (platform-core §8: the generic "Unexpected Application Error!" page,
 * apart from the route error page): a bug of the page, not a failed load, so the way out is home or back.
 */
function RenderErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <Icon name="error" className="size-14 text-muted" />
      <h1 className="text-2xl font-bold">{trans('Unexpected Application Error!')}</h1>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          {trans('Back to site')}
        </Link>
        <Button variant="outline" onClick={onRetry}>
          {trans('Try again')}
        </Button>
      </div>
    </div>
  )
}

/**
 * Route error boundary (platform-core §2 Route guard, §8): 404 shows the not-found page, a 401 or 403
 * for a guest goes to /login, a failed load the generic page, and an error thrown while rendering
 * "Unexpected Application Error!".
 */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const navigate = useNavigate()
  const router = useRouter()
  // A loader's or beforeLoad's error is its match's; anything else reached this boundary from a render.
  const loadFailed = useRouterState({ select: (state) => state.matches.some((match) => match.status === 'error' && match.error === error) })
  const status = error instanceof HttpError ? error.status : null
  const toLogin = (status === 401 || status === 403) && !sessionState.user
  useEffect(() => {
    if (toLogin) void navigate({ to: '/login', replace: true })
  }, [toLogin, navigate])
  if (status === 404) return <NotFoundPage />
  if (toLogin) return null
  // Offline, a missing chunk is the network's fault: the offline page below says so.
  if (isChunkLoadError(error) && (typeof navigator === 'undefined' || navigator.onLine)) return <ChunkErrorPage error={error} />
  // Status 0 is a request that never got an answer: without a network that is not an error of the page.
  if (status === 0 || (typeof navigator !== 'undefined' && !navigator.onLine)) {
    const retry = () => {
      reset()
      void router.invalidate()
    }
    return (
      <Suspense fallback={null}>
        <OfflineState onRetry={retry} />
      </Suspense>
    )
  }
  if (!loadFailed && status === null) {
    return (
      <RenderErrorPage
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
    )
  }
  return (
    <div role="alert" className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <Icon name="error" className="size-14 text-muted" />
      <h1 className="text-2xl font-bold">{trans('There was an issue loading this page')}</h1>
      <p className="text-muted">{trans('Please try again later')}</p>
      {/* A 500 or 422 of the page's data lands here at once (no endless skeleton); Reload asks again. */}
      <Button
        variant="outline"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {trans('Reload')}
      </Button>
    </div>
  )
}

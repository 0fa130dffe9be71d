import { Spinner } from '../../../ui/spinner'

/**
 * Route pending fallback. Its timings (shown after 500 ms, kept at least 200 ms) are the router's
 * defaultPendingMs / defaultPendingMinMs, set in router.ts.
 */
export function RouteSpinner() {
  return (
    <div className="flex min-h-[50dvh] w-full items-center justify-center">
      <Spinner className="size-10" />
    </div>
  )
}

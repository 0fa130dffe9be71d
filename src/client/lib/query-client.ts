import { QueryClient } from '@tanstack/react-query'
import { HttpError } from './http'

/** Answers that another attempt would only repeat: the page shows its error at once (issue 24). */
const retryable = (error: unknown) => !(error instanceof HttpError) || error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429

/** navigator.onLine false is reliable (true is not): a retry then only delays the page's offline state. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * platform-core §7: data is fresh for 30 s; failed queries retry twice, never on a client error (401, 403,
 * 404, 422: the same request gets the same answer), nor while the browser is offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (failureCount, error) =>
          !browserOffline() && retryable(error) && failureCount < 2,
      },
    },
  })
}

import { QueryClient } from '@tanstack/react-query'
import { HttpError } from './http'

const NO_RETRY = new Set([401, 403, 404])

/** navigator.onLine false is reliable (true is not): a retry then only delays the page's offline state. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

/**
 * platform-core §7: data is fresh for 30 s; failed queries retry twice, never on 401, 403 or 404, nor
 * while the browser is offline.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (failureCount, error) =>
          !browserOffline() && !(error instanceof HttpError && NO_RETRY.has(error.status)) && failureCount < 2,
      },
    },
  })
}

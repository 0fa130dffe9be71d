import type { QueryClient } from '@tanstack/react-query'

/** What every route's loader gets from the router (router.ts creates it). */
export interface RouterContext {
  queryClient: QueryClient
}

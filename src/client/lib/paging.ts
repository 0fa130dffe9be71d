/**
 * Infinite lists ask for pages by number and, where the server answers `next_cursor` (keyset-paged
 * lists: likes, history, followers, reposts…), also pass that cursor back, so a page deep in a long list
 * is a seek rather than an offset the database must walk (music-catalog §1.2 fields stay as they are).
 */
export interface PageParam {
  page: number
  cursor?: string
}

export const FIRST_PAGE: PageParam = { page: 1 }

type Paged = { pagination: { next_page?: number | null; next_cursor?: string | null } }

/** TanStack Query's getNextPageParam: undefined ends the list. */
export function nextPageParam(last: Paged): PageParam | undefined {
  const page = last.pagination.next_page
  if (!page) return undefined
  return last.pagination.next_cursor ? { page, cursor: last.pagination.next_cursor } : { page }
}

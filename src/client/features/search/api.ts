import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { SEARCH_PAGE_PER_TYPE, SEARCH_TYPES } from '../../../shared/lib/search'
import {
  SearchModelResponseSchema, SearchResponseSchema, type SearchModelResponse, type SearchModelType,
} from '../../../shared/contracts/search'

// The search box loads with every page: responses are checked against the contracts in development
// and tests only (STYLE.md 7.6), which keeps zod out of production pages.

export const searchKeys = {
  all: ['search'] as const,
  results: (query: string, loader: 'search' | 'searchPage') => [...searchKeys.all, loader, query] as const,
  model: (type: SearchModelType, query: string) => [...searchKeys.all, 'model', type, query] as const,
}

/** `search` = autocomplete (3 per type), `searchPage` = the "all" tab (20 per type). */
export const searchQuery = (query: string, loader: 'search' | 'searchPage' = 'searchPage') =>
  queryOptions({
    queryKey: searchKeys.results(query, loader),
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      http.get('search', { params: { query, loader, modelTypes: SEARCH_TYPES.join(',') }, schema: import.meta.env.DEV ? SearchResponseSchema : undefined, signal }),
  })

/** One type's tab, paged for infinite scroll. */
export const searchModelQuery = (type: SearchModelType, query: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.model(type, query),
    initialPageParam: 1,
    getNextPageParam: (last: SearchModelResponse): number | undefined => last.pagination.next_page ?? undefined,
    queryFn: ({ pageParam, signal }): Promise<SearchModelResponse> =>
      http.get(`search/model/${type}`, { params: { query, page: pageParam, perPage: SEARCH_PAGE_PER_TYPE }, schema: import.meta.env.DEV ? SearchModelResponseSchema : undefined, signal }),
  })

/** Genres to browse on /search without a query: the most popular first. */
export const BROWSE_GENRES = 24
export const browseGenresQuery = () =>
  queryOptions({
    queryKey: [...searchKeys.all, 'browse-genres'] as const,
    queryFn: ({ signal }) =>
      http.get<{ pagination: { data: { id: number; name: string; display_name: string | null; image: string | null }[] } }>('genres', {
        params: { perPage: BROWSE_GENRES, order: 'popularity:desc' },
        signal,
      }),
  })

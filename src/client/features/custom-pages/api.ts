import { queryOptions } from '@tanstack/react-query'
import { CustomPageResponseSchema, type CustomPageResponse } from '../../../shared/contracts/custom-pages'
import { http } from '../../lib/http'

const dev = import.meta.env.DEV

export const customPageKeys = {
  all: ['custom-pages'] as const,
  page: (idOrSlug: string) => [...customPageKeys.all, idOrSlug] as const,
}

/** `GET custom-pages/{idOrSlug}` (music-product §7): the page and its SEO data. */
export const customPageQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: customPageKeys.page(idOrSlug),
    queryFn: ({ signal }) =>
      http.get<CustomPageResponse>(`custom-pages/${encodeURIComponent(idOrSlug)}`, { schema: dev ? CustomPageResponseSchema : undefined, signal }),
  })

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AdminListResponseSchema,
  AdminReportsHeaderResponseSchema,
  type AdminListParams,
  type AdminListResponse,
  type AdminReportsHeaderResponse,
  type AdminReportsRangeQuery,
} from '../../../shared/contracts/admin'
import { buildParams, http, resolveUrl } from '../../lib/http'

const dev = import.meta.env.DEV

/** Every admin query lives under ['admin']: a write anywhere in the admin refreshes the lists it touches. */
export const adminKeys = {
  all: ['admin'] as const,
  lists: (resource: string) => [...adminKeys.all, 'list', resource] as const,
  list: (resource: string, params: AdminListParams) => [...adminKeys.lists(resource), params] as const,
  detail: (resource: string, id: number | string) => [...adminKeys.all, 'detail', resource, id] as const,
}

/**
 * One page of an admin list (`GET <resource>` with the §1.3 parameters). Totals are asked for so the
 * table can show "1–15 of 230" and a last page; the previous page stays while the next one loads.
 */
export const adminListQuery = (resource: string, params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.list(resource, params),
    queryFn: ({ signal }) =>
      http.get<AdminListResponse>(resource, { params: { ...params, paginate: 'lengthAware' }, schema: dev ? AdminListResponseSchema : undefined, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

/** `DELETE <path>/{ids}` (music-catalog §1.1), then every admin list refetches. */
export function useAdminDelete(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: readonly number[]) => http.delete(`${path}/${ids.join(',')}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

/**
 * The CSV of a list's current query, every page, streamed by the server (`format=csv` on the list
 * endpoint): a plain link, so the browser downloads it with the session cookie.
 */
export function adminExportHref(resource: string, params: AdminListParams): string {
  const { page: _page, perPage: _perPage, ...query } = params
  return `${resolveUrl(resource)}?${buildParams('GET', { ...query, format: 'csv' }).toString()}`
}

/** The dashboard's header cards over a range (`admin/reports/header`). */
export const adminReportsHeaderQuery = (range: AdminReportsRangeQuery) =>
  queryOptions({
    queryKey: [...adminKeys.all, 'reports-header', range.startDate, range.endDate] as const,
    queryFn: ({ signal }) =>
      http.get<AdminReportsHeaderResponse>('admin/reports/header', { params: range, schema: dev ? AdminReportsHeaderResponseSchema : undefined, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

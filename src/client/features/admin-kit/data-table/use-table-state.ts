import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { AdminFilter, AdminListParams } from '../../../../shared/contracts/admin'
import { decodeAdminFilters, encodeAdminFilters } from './filters'

export interface TableState {
  page: number
  perPage: number
  orderBy?: string
  orderDir?: 'asc' | 'desc'
  query: string
  filters: AdminFilter[]
}

type TableSearch = Partial<Record<'page' | 'perPage' | 'orderBy' | 'orderDir' | 'query' | 'filters', unknown>>

const positive = (value: unknown, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

function read(search: TableSearch, defaults: { perPage: number; orderBy?: string; orderDir?: 'asc' | 'desc' }): TableState {
  return {
    page: positive(search.page, 1),
    perPage: positive(search.perPage, defaults.perPage),
    orderBy: typeof search.orderBy === 'string' ? search.orderBy : defaults.orderBy,
    orderDir: search.orderDir === 'asc' || search.orderDir === 'desc' ? search.orderDir : defaults.orderDir,
    query: typeof search.query === 'string' ? search.query : typeof search.query === 'number' ? String(search.query) : '',
    filters: decodeAdminFilters(search.filters),
  }
}

/** The list parameters a state asks the server for (music-catalog §1.3). */
export function toListParams(state: TableState): AdminListParams {
  return {
    page: state.page,
    perPage: state.perPage,
    orderBy: state.orderBy,
    orderDir: state.orderBy ? state.orderDir : undefined,
    query: state.query || undefined,
    filters: encodeAdminFilters(state.filters),
  }
}

/**
 * The table's paging, sort, search and filters live in the URL, so a list can be bookmarked, shared and
 * returned to with Back. Changing anything but the page goes back to page 1.
 */
export function useTableState(defaults: { perPage: number; orderBy?: string; orderDir?: 'asc' | 'desc' }) {
  const search = useSearch({ strict: false }) as TableSearch
  const navigate = useNavigate()
  const state = useMemo(() => read(search, defaults), [search, defaults])
  const update = useCallback(
    (patch: Partial<TableState>) => {
      const next = { ...state, ...patch, page: patch.page ?? 1 }
      void navigate({
        to: '.',
        replace: true,
        search: (prev: Record<string, unknown>) => ({
          ...prev,
          page: next.page > 1 ? next.page : undefined,
          perPage: next.perPage !== defaults.perPage ? next.perPage : undefined,
          orderBy: next.orderBy,
          orderDir: next.orderBy ? next.orderDir : undefined,
          query: next.query || undefined,
          filters: encodeAdminFilters(next.filters),
        }),
      } as never)
    },
    [state, navigate, defaults],
  )
  return [state, update] as const
}

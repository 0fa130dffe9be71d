import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { SearchModelType } from '../../../../shared/contracts/search'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { searchModelQuery } from '../api'
import type { RenderResults } from './result-list'
import { isNetworkFailure, SearchOffline } from './search-offline'

/** One type's tab with infinite scroll (GET search/model/{type}). */
export function SearchModelTab({ type, query, renderResults }: { type: SearchModelType; query: string; renderResults: RenderResults }) {
  const result = useInfiniteQuery(searchModelQuery(type, query))
  const items = result.data?.pages.flatMap((p) => p.pagination.data) ?? []
  if (result.isPending) return <TableSkeleton />
  if (!result.data && isNetworkFailure(result.error)) return <SearchOffline onRetry={() => void result.refetch()} />
  if (items.length === 0) return <EmptyState title={trans('No results for “:query”', { query })} message={trans('Check the spelling or try other words.')} />
  return (
    <>
      {renderResults(type, items)}
      <LoadMore query={result} />
    </>
  )
}

import { trans } from '../../../stores/session'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { EmptyState, TableSkeleton } from '../../../ui'
import { searchQuery } from '../api'
import type { RenderResults } from './result-list'
import { isNetworkFailure, SearchOffline } from './search-offline'
import type { SearchTab } from './search-tabs'

const SECTIONS = [
  { key: 'artists', type: 'artist', label: 'Artists', limit: 6 },
  { key: 'albums', type: 'album', label: 'Albums', limit: 6 },
  { key: 'tracks', type: 'track', label: 'Tracks', limit: 10 },
  { key: 'users', type: 'user', label: 'Users', limit: 6 },
  { key: 'playlists', type: 'playlist', label: 'Playlists', limit: 6 },
] as const

export function SearchAllTab({ query, renderResults }: { query: string; renderResults: RenderResults }) {
  const { data, isPending, error, refetch } = useQuery(searchQuery(query, 'searchPage'))
  if (isPending) return <TableSkeleton />
  if (!data && isNetworkFailure(error)) return <SearchOffline onRetry={() => void refetch()} />
  const sections = SECTIONS.map((s) => ({ ...s, items: data?.results[s.key]?.data ?? [] })).filter((s) => s.items.length > 0)
  if (sections.length === 0) return <EmptyState title={trans('No results for “:query”', { query })} message={trans('Check the spelling or try other words.')} />
  return (
    <div className="space-y-10">
      {sections.map((s) => (
        <section key={s.key}>
          <div className="mb-3 flex items-baseline justify-between">
            <h2 className="text-xl font-semibold">{trans(s.label)}</h2>
            <Link to={`/search/${encodeURIComponent(query)}/${s.key satisfies SearchTab}` as string} className="text-sm text-muted hover:underline">{trans('See all')}</Link>
          </div>
          {renderResults(s.type, s.items.slice(0, s.limit))}
        </section>
      ))}
    </div>
  )
}

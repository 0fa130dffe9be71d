import { createFileRoute } from '@tanstack/react-router'
import { TrackMenuTrigger } from '../../features/track-menu'
import { useEffect } from 'react'
import { SEARCH_TABS, SearchPage, rememberSearch, type RenderResults, type SearchTab } from '../../features/search'
import { trans } from '../../stores/session'
import { SearchResults } from '../-components/search-results'
import { pageHead } from '../../features/shell'

const tabOf = (name: string | undefined): SearchTab => SEARCH_TABS.find((t) => t.id === name)?.id ?? 'all'

export const Route = createFileRoute('/_app/search/$searchQuery/{-$tabName}')({
  head: ({ params }) => pageHead(trans(':query - Search', { query: params.searchQuery })),
  component: SearchRoute,
})

function SearchRoute() {
  const { searchQuery, tabName } = Route.useParams()
  useEffect(() => rememberSearch(searchQuery), [searchQuery])
  const renderResults: RenderResults = (type, items) => (
    <SearchResults type={type} items={items} rowMenu={(track) => <TrackMenuTrigger track={track} />} />
  )
  return <SearchPage query={searchQuery} tab={tabOf(tabName)} renderResults={renderResults} />
}

import { createFileRoute } from '@tanstack/react-router'
import { TrackMenuTrigger } from '../../features/track-menu'
import { useEffect } from 'react'
import { SEARCH_TABS, SearchPage, rememberSearch, searchModelQuery, searchQuery, type RenderResults, type SearchTab } from '../../features/search'
import { trans } from '../../stores/session'
import { SearchResults } from '../-components/search-results'
import { pageHead } from '../../features/shell'

const tabOf = (name: string | undefined): SearchTab => SEARCH_TABS.find((t) => t.id === name)?.id ?? 'all'

export const Route = createFileRoute('/_app/search/$searchQuery/{-$tabName}')({
  // The browser asks as the tab mounts (its offline and error states are the tab's); a server render
  // (docs/decisions/0034) waits for the results so they arrive in the HTML.
  loader: async ({ context, params }) => {
    if (!import.meta.env.SSR) return
    const tab = SEARCH_TABS.find((t) => t.id === tabOf(params.tabName)) ?? SEARCH_TABS[0]
    if ('type' in tab) await context.queryClient.ensureInfiniteQueryData(searchModelQuery(tab.type, params.searchQuery))
    else await context.queryClient.ensureQueryData(searchQuery(params.searchQuery, 'searchPage'))
  },
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

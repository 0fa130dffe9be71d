import { createFileRoute } from '@tanstack/react-router'
import { TrackMenu } from '../../features/playlists'
import { SEARCH_TABS, SearchPage, type SearchTab } from '../../features/search'

const tabOf = (name: string | undefined): SearchTab => SEARCH_TABS.find((t) => t.id === name)?.id ?? 'all'

export const Route = createFileRoute('/_app/search/$searchQuery/{-$tabName}')({
  head: ({ params }) => ({ meta: [{ title: `${params.searchQuery} - Search` }] }),
  component: SearchRoute,
})

function SearchRoute() {
  const { searchQuery, tabName } = Route.useParams()
  return <SearchPage query={searchQuery} tab={tabOf(tabName)} rowMenu={(track) => <TrackMenu track={track} />} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { artistQuery, orNotFound, parseId } from '../../../../features/catalogue'
import { InsightsPage } from '../../../../features/insights'
import { stringSearch } from '../../../-components/search-params'

export const Route = createFileRoute('/_app/_authed/backstage/artists/$artistId/insights')({
  validateSearch: stringSearch('range', 'from', 'to'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId)))),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: `${loaderData.artist.name} - Insights` }] : [] }),
  component: ArtistInsightsRoute,
})

function ArtistInsightsRoute() {
  const { artistId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { artist } = useSuspenseQuery(artistQuery(Number(artistId))).data
  return <InsightsPage kind="artist" id={artist.id} title={artist.name} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { albumQuery, orNotFound, parseId } from '../../../../features/catalogue'
import { InsightsPage } from '../../../../features/insights'
import { stringSearch } from '../../../-components/search-params'

export const Route = createFileRoute('/_app/_authed/backstage/albums/$albumId/insights')({
  validateSearch: stringSearch('range', 'from', 'to'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId)))),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: `${loaderData.album.name} - Insights` }] : [] }),
  component: AlbumInsightsRoute,
})

function AlbumInsightsRoute() {
  const { albumId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { album } = useSuspenseQuery(albumQuery(Number(albumId))).data
  return <InsightsPage kind="album" id={album.id} title={album.name} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}

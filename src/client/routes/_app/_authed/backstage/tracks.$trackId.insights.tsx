import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { orNotFound, parseId, trackQuery } from '../../../../features/catalogue'
import { InsightsPage } from '../../../../features/insights'
import { stringSearch } from '../../../-components/search-params'

export const Route = createFileRoute('/_app/_authed/backstage/tracks/$trackId/insights')({
  validateSearch: stringSearch('range', 'from', 'to'),
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId)))),
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: `${loaderData.track.name} - Insights` }] : [] }),
  component: TrackInsightsRoute,
})

function TrackInsightsRoute() {
  const { trackId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { track } = useSuspenseQuery(trackQuery(Number(trackId))).data
  return <InsightsPage kind="track" id={track.id} title={track.name} search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { DetailPageSkeleton, TrackPage, orNotFound, parseId, trackQuery } from '../features/catalogue'

export const Route = createFileRoute('/track/$trackId/$trackName')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.track.name }] : [] }),
  component: TrackRoute,
})

function TrackRoute() {
  const { trackId } = Route.useParams()
  const { data } = useSuspenseQuery(trackQuery(Number(trackId)))
  return <TrackPage track={data.track} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArtistPage, DetailPageSkeleton, artistQuery, orNotFound, parseId } from '../features/catalogue'

export const Route = createFileRoute('/artist/$artistId/{-$artistName}')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.artist.name }] : [] }),
  component: ArtistRoute,
})

function ArtistRoute() {
  const { artistId } = Route.useParams()
  const { data } = useSuspenseQuery(artistQuery(Number(artistId)))
  return <ArtistPage key={data.artist.id} artist={data.artist} albumLayout={data.selectedAlbumLayout} />
}

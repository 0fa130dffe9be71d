import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AlbumPage, DetailPageSkeleton, albumQuery, orNotFound, parseId } from '../features/catalogue'

export const Route = createFileRoute('/album/$albumId/$artistName/$albumName')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.album.name }] : [] }),
  component: AlbumRoute,
})

function AlbumRoute() {
  const { albumId } = Route.useParams()
  const { data } = useSuspenseQuery(albumQuery(Number(albumId)))
  return <AlbumPage album={data.album} />
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { AlbumPage, DetailPageSkeleton, albumQuery, orNotFound, parseId } from '../features/catalogue'
import { LikeToggle, useLikes } from '../features/library'
import { TrackMenu } from '../features/playlists'
import { RepostToggle } from '../features/profiles'

export const Route = createFileRoute('/album/$albumId/$artistName/$albumName')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(albumQuery(parseId(params.albumId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.album.name }] : [] }),
  component: AlbumRoute,
})

function AlbumRoute() {
  const { albumId } = Route.useParams()
  const { data } = useSuspenseQuery(albumQuery(Number(albumId)))
  const likes = useLikes('track')
  const { album } = data
  const actions = (
    <>
      <LikeToggle type="album" id={album.id} />
      <RepostToggle type="album" id={album.id} />
    </>
  )
  return <AlbumPage album={album} likes={likes} actions={actions} rowMenu={(track) => <TrackMenu track={track} />} />
}

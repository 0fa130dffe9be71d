import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ArtistPage, artistHref, artistQuery, orNotFound, parseId } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { FollowArtistButton, useLikes } from '../../features/library'
import { SetMenuTrigger, TrackMenuTrigger } from '../../features/track-menu'
import { RadioLink } from '../../features/radio'
import { OwnerTools } from '../../features/artist-tools'

export const Route = createFileRoute('/_app/artist/$artistId/{-$artistName}')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(artistQuery(parseId(params.artistId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.artist.name }] : [] }),
  component: ArtistRoute,
})

function ArtistRoute() {
  const { artistId } = Route.useParams()
  const { data } = useSuspenseQuery(artistQuery(Number(artistId)))
  const likes = useLikes('track')
  const { artist } = data
  const actions = (
    <>
      <FollowArtistButton artistId={artist.id} />
      <RadioLink type="artist" seed={artist} />
      <SetMenuTrigger kind="artist" set={artist} path={artistHref(artist)} tracks={artist.top_tracks ?? []} />
      <OwnerTools kind="artists" media={artist} after="/" />
    </>
  )
  return (
    <ArtistPage key={artist.id} artist={artist} albumLayout={data.selectedAlbumLayout} actions={actions} likes={likes}
      rowMenu={(track) => <TrackMenuTrigger track={track} />} />
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { EMBED_HEIGHTS, EmbedPlayer, orNotFound, parseId, trackHref, trackQuery } from '../../features/catalogue'
import { byArtists, titleHead } from '../../features/shell'

/** iframe-ready track embed (height 174): that one track cued, repeat off (music-catalog §4.12). */
export const Route = createFileRoute('/_embed/track/$trackId/$trackName/embed')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId), 'trackPage'))),
  head: ({ loaderData }) => (loaderData ? titleHead(byArtists(loaderData.track.name, loaderData.track.artists)) : {}),
  component: TrackEmbedRoute,
})

function TrackEmbedRoute() {
  const { trackId } = Route.useParams()
  const { track } = useSuspenseQuery(trackQuery(Number(trackId), 'trackPage')).data
  return (
    <EmbedPlayer
      title={track.name}
      subtitle={track.artists?.map((a) => a.name).join(', ') ?? ''}
      image={track.image ?? track.album?.image}
      tracks={[track]}
      queueId={`track.${track.id}.*`}
      height={EMBED_HEIGHTS.track}
      href={trackHref(track)}
    />
  )
}

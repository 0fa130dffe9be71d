import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { TrackPage, artistHref, orNotFound, parseId, trackQuery } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { LikeToggle, useLikes } from '../../features/library'
import { TrackMenuTrigger } from '../../features/track-menu'
import { RadioLink } from '../../features/radio'
import { CommentsSection } from '../../features/comments'
import { RepostToggle } from '../../features/profiles'
import { SaveOfflineButton } from '../../features/offline'
import { isLocalSource } from '../../player'
import { byArtists, titleHead } from '../../features/shell'
import { OwnerTools } from '../../features/artist-tools'

export const Route = createFileRoute('/_app/track/$trackId/$trackName')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(trackQuery(parseId(params.trackId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => (loaderData ? titleHead(byArtists(loaderData.track.name, loaderData.track.artists)) : {}),
  component: TrackRoute,
})

/** After deleting from its page: the first artist's page, or home. */
const afterDelete = (artists?: readonly { id: number; name: string }[] | null) => (artists?.[0] ? artistHref(artists[0]) : '/')

function TrackRoute() {
  const { trackId } = Route.useParams()
  const { data } = useSuspenseQuery(trackQuery(Number(trackId)))
  const likes = useLikes('track')
  const { track } = data
  const actions = (
    <>
      <LikeToggle type="track" id={track.id} />
      <RepostToggle type="track" id={track.id} />
      <RadioLink type="track" seed={track} />
      <TrackMenuTrigger track={track} onTrackPage />
      <OwnerTools kind="tracks" media={track} after={afterDelete(track.artists)} />
    </>
  )
  return (
    <TrackPage track={track} actions={actions} likes={likes} rowMenu={(t) => <TrackMenuTrigger track={t} />}
      saveOffline={isLocalSource(track.src ?? '') && <SaveOfflineButton tracks={[track]} />}>
      <CommentsSection type="track" id={track.id} durationMs={track.duration} />
    </TrackPage>
  )
}

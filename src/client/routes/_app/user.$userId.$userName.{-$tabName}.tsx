import { createFileRoute } from '@tanstack/react-router'
import { orNotFound, parseId } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { LikedAlbumsPage, LikedArtistsPage, LikedSongsPage } from '../../features/library'
import { UserPlaylists } from '../../features/playlists'
import { TrackMenuTrigger } from '../../features/track-menu'
import { PROFILE_TABS, ProfilePage, profileQuery, type ProfileTab } from '../../features/profiles'
import { pageHead } from '../../features/shell'
import { BecomeArtistLink } from '../../features/artist-tools'

const tabOf = (name: string | undefined): ProfileTab => PROFILE_TABS.find((t) => t.id === name)?.id ?? 'tracks'

export const Route = createFileRoute('/_app/user/$userId/$userName/{-$tabName}')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(profileQuery(parseId(params.userId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => (loaderData ? pageHead(loaderData.user.name) : {}),
  component: UserRoute,
})

function UserRoute() {
  const { userId, tabName } = Route.useParams()
  const id = Number(userId)
  const tabs = {
    tracks: <LikedSongsPage user={id} rowMenu={(track) => <TrackMenuTrigger track={track} />} />,
    playlists: <UserPlaylists userId={id} />,
    albums: <LikedAlbumsPage user={id} />,
    artists: <LikedArtistsPage user={id} />,
  }
  return <ProfilePage key={userId} userId={id} tab={tabOf(tabName)} tabs={tabs} ownActions={<BecomeArtistLink />} />
}

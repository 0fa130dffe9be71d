import { createFileRoute } from '@tanstack/react-router'
import { orNotFound, parseId } from '../../features/catalogue'
import { DetailPageSkeleton } from '../../ui'
import { DEFAULT_LIKED_PARAMS, LikedAlbumsPage, LikedArtistsPage, LikedSongsPage, likedAlbumsQuery, likedArtistsQuery, likedTracksQuery } from '../../features/library'
import { UserPlaylists, userPlaylistsQuery } from '../../features/playlists'
import { TrackMenuTrigger } from '../../features/track-menu'
import { PROFILE_TABS, ProfilePage, profileQuery, type ProfileTab } from '../../features/profiles'
import { pageHead } from '../../features/shell'
import { BecomeArtistLink } from '../../features/artist-tools'

const tabOf = (name: string | undefined): ProfileTab => PROFILE_TABS.find((t) => t.id === name)?.id ?? 'tracks'

export const Route = createFileRoute('/_app/user/$userId/$userName/{-$tabName}')({
  loader: async ({ context, params }) => {
    const id = parseId(params.userId)
    const profile = await orNotFound(context.queryClient.ensureQueryData(profileQuery(id)))
    // The tab's list loads by itself in the browser; a server render (docs/decisions/0034) waits for the
    // first page of the tabs other features fill, so it arrives in the HTML.
    if (import.meta.env.SSR) {
      const tab = tabOf(params.tabName)
      const { queryClient } = context
      if (tab === 'tracks') await queryClient.ensureInfiniteQueryData(likedTracksQuery(DEFAULT_LIKED_PARAMS, id))
      if (tab === 'albums') await queryClient.ensureInfiniteQueryData(likedAlbumsQuery(DEFAULT_LIKED_PARAMS, id))
      if (tab === 'artists') await queryClient.ensureInfiniteQueryData(likedArtistsQuery(DEFAULT_LIKED_PARAMS, id))
      if (tab === 'playlists') await queryClient.ensureInfiniteQueryData(userPlaylistsQuery(id))
    }
    return profile
  },
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

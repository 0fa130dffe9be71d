import { createFileRoute } from '@tanstack/react-router'
import { DetailPageSkeleton, orNotFound, parseId } from '../../features/catalogue'
import { TrackMenu } from '../../features/playlists'
import { PROFILE_TABS, ProfilePage, profileQuery, type ProfileTab } from '../../features/profiles'

const tabOf = (name: string | undefined): ProfileTab => PROFILE_TABS.find((t) => t.id === name)?.id ?? 'tracks'

export const Route = createFileRoute('/_app/user/$userId/$userName/{-$tabName}')({
  loader: ({ context, params }) => orNotFound(context.queryClient.ensureQueryData(profileQuery(parseId(params.userId)))),
  pendingComponent: DetailPageSkeleton,
  head: ({ loaderData }) => ({ meta: loaderData ? [{ title: loaderData.user.name }] : [] }),
  component: UserRoute,
})

function UserRoute() {
  const { userId, tabName } = Route.useParams()
  return <ProfilePage key={userId} userId={Number(userId)} tab={tabOf(tabName)} rowMenu={(track) => <TrackMenu track={track} />} />
}

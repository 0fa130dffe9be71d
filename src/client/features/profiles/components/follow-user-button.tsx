import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { Button } from '../../../ui'
import { followsUser } from '../../../stores/library-changes'
import { libraryState } from '../../../stores/library-state'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { followedIdsQuery, useFollowUser } from '../api'

/** Follow/Unfollow another user; hidden on your own profile and for guests. */
export function FollowUserButton({ userId }: { userId: number }) {
  const snap = useSnapshot(sessionState)
  const { view } = useSnapshot(libraryState)
  const me = snap.user?.id
  // Fetches (and refreshes) whom the user follows into library-state; the button reads library-state.
  const ids = useQuery({ ...followedIdsQuery(), enabled: me !== undefined })
  const follow = useFollowUser(userId)
  if (me === undefined || me === userId) return null
  const following = followsUser(view, userId)
  return (
    <Button variant="outline" aria-pressed={following} disabled={view.followedUsers === null && ids.isPending}
      onClick={() => follow.mutate(!following, { onError: (e) => showHttpErrorToast(e) })}>
      {following ? trans('Unfollow') : trans('Follow')}
    </Button>
  )
}

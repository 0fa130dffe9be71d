import { useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { Button } from '../../../ui'
import { sessionState } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { followedIdsQuery, useFollowUser } from '../api'

/** Follow/Unfollow another user; hidden on your own profile and for guests. */
export function FollowUserButton({ userId }: { userId: number }) {
  const snap = useSnapshot(sessionState)
  const me = snap.user?.id
  const ids = useQuery({ ...followedIdsQuery(), enabled: me !== undefined })
  const follow = useFollowUser(userId)
  if (me === undefined || me === userId) return null
  const following = ids.data?.ids.includes(userId) ?? false
  return (
    <Button variant="outline" aria-pressed={following} disabled={ids.isPending}
      onClick={() => follow.mutate(!following, { onError: (e) => showHttpErrorToast(e) })}>
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  )
}

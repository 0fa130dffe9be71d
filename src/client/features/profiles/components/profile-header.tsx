import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Button } from '../../../ui'
import { sessionState, trans } from '../../../stores/session'
import type { ProfileUser } from '../../../../shared/contracts/profiles'
import { FollowUserButton } from './follow-user-button'
import { UserAvatar } from './user-grid'

// Loaded when opened: the dialog (Headless UI, react-aria, the avatar upload) is no part of the profile's first screen.
const EditProfileDialog = lazy(() => import('./edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })))

export function ProfileHeader({ user, ownActions }: { user: ProfileUser; ownActions?: ReactNode }) {
  const snap = useSnapshot(sessionState)
  const [editing, setEditing] = useState(false)
  const place = [user.profile?.city, user.profile?.country].filter(Boolean).join(', ')
  return (
    <header className="mb-6 flex flex-col items-center gap-6 text-center md:flex-row md:items-end md:text-left">
      <UserAvatar user={user} className="size-40 text-5xl shadow-lg md:size-52" />
      <div className="min-w-0">
        <p className="text-xs font-semibold text-muted uppercase">{trans('Profile')}</p>
        <h1 className="my-2 text-3xl font-bold break-words md:text-5xl">{user.name}</h1>
        {place && <p className="text-sm text-muted">{place}</p>}
        <p className="mt-1 text-sm text-muted">
          <span>{user.followers_count} {user.followers_count === 1 ? trans('follower') : trans('followers')}</span>
          <span> {trans('· :followed_users_count following', { followed_users_count: user.followed_users_count })}</span>
        </p>
        {user.profile?.description && <p className="mt-2 max-w-2xl text-sm">{user.profile.description}</p>}
        {user.links.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {user.links.map((l) => (
              <li key={l.id}><a href={l.url} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">{l.title || l.url}</a></li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap justify-center gap-3 md:justify-start">
          <FollowUserButton userId={user.id} />
          {snap.user?.id === user.id && <Button variant="outline" onClick={() => setEditing(true)}>{trans('Edit profile')}</Button>}
          {snap.user?.id === user.id && ownActions}
        </div>
      </div>
      <Suspense fallback={null}>{editing && <EditProfileDialog user={user} onClose={() => setEditing(false)} />}</Suspense>
    </header>
  )
}

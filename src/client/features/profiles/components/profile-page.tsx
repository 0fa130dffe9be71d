import { trans } from '../../../stores/session'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { profileQuery } from '../api'
import { PeopleTab } from './people-tab'
import { ProfileHeader } from './profile-header'
import { RepostsTab } from './reposts-tab'
import { userLink } from '../../../lib/links'

export const PROFILE_TABS = [
  { id: 'tracks', label: 'Tracks' },
  { id: 'playlists', label: 'Playlists' },
  { id: 'reposts', label: 'Reposts' },
  { id: 'albums', label: 'Albums' },
  { id: 'artists', label: 'Artists' },
  { id: 'followers', label: 'Followers' },
  { id: 'following', label: 'Following' },
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]['id']

/** The tabs other features fill (likes from library, playlists from playlists), composed in the route. */
export type ProfileSlots = Partial<Record<'tracks' | 'playlists' | 'albums' | 'artists', ReactNode>>

/** `ownActions`: what other features offer the owner beside Edit profile (the backstage's "Become an artist"). */
export function ProfilePage({ userId, tab, tabs = {}, ownActions }: { userId: number; tab: ProfileTab; tabs?: ProfileSlots; ownActions?: ReactNode }) {
  const { data } = useSuspenseQuery(profileQuery(userId))
  const { user } = data
  const content: Record<ProfileTab, ReactNode> = {
    tracks: tabs.tracks,
    playlists: tabs.playlists,
    albums: tabs.albums,
    artists: tabs.artists,
    reposts: <RepostsTab userId={userId} />,
    followers: <PeopleTab userId={userId} kind="followers" />,
    following: <PeopleTab userId={userId} kind="followed-users" />,
  }
  return (
    <div className="p-4 md:p-8">
      <ProfileHeader user={user} ownActions={ownActions} />
      <nav aria-label={trans('Profile')} className="mb-6 flex gap-2 overflow-x-auto border-b border-border">
        {PROFILE_TABS.map((t) => (
          <Link key={t.id} {...userLink(user, t.id)} aria-current={t.id === tab ? 'page' : undefined}
            className={`border-b-2 px-3 py-2 text-sm whitespace-nowrap ${t.id === tab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}>
            {trans(t.label)}
          </Link>
        ))}
      </nav>
      {content[tab]}
    </div>
  )
}

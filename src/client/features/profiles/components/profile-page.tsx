import { useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Track } from '../../../../shared/contracts/music'
import { EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import { LikedAlbumsPage, LikedArtistsPage, LikedSongsPage } from '../../library'
import { PlaylistGrid, userPlaylistsQuery } from '../../playlists'
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

export function ProfilePage({ userId, tab, rowMenu }: { userId: number; tab: ProfileTab; rowMenu?: (t: Track, i: number) => ReactNode }) {
  const { data } = useSuspenseQuery(profileQuery(userId))
  const { user } = data
  const content: Record<ProfileTab, ReactNode> = {
    tracks: <LikedSongsPage user={userId} rowMenu={rowMenu} />,
    playlists: <PlaylistsTab userId={userId} />,
    reposts: <RepostsTab userId={userId} />,
    albums: <LikedAlbumsPage user={userId} />,
    artists: <LikedArtistsPage user={userId} />,
    followers: <PeopleTab userId={userId} kind="followers" />,
    following: <PeopleTab userId={userId} kind="followed-users" />,
  }
  return (
    <div className="p-4 md:p-8">
      <ProfileHeader user={user} />
      <nav aria-label="Profile" className="mb-6 flex gap-2 overflow-x-auto border-b border-border">
        {PROFILE_TABS.map((t) => (
          <Link key={t.id} {...userLink(user, t.id)} aria-current={t.id === tab ? 'page' : undefined}
            className={`border-b-2 px-3 py-2 text-sm whitespace-nowrap ${t.id === tab ? 'border-primary text-fg' : 'border-transparent text-muted hover:text-fg'}`}>
            {t.label}
          </Link>
        ))}
      </nav>
      {content[tab]}
    </div>
  )
}

function PlaylistsTab({ userId }: { userId: number }) {
  const query = useInfiniteQuery(userPlaylistsQuery(userId))
  const playlists = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  if (query.isPending) return <GridSkeleton />
  if (playlists.length === 0) return <EmptyState title="No public playlists yet" />
  return (
    <>
      <PlaylistGrid playlists={playlists} />
      <LoadMore query={query} />
    </>
  )
}

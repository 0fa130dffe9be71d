import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import { EmptyState, GridSkeleton, LoadMore } from '../../../ui'
import { userPlaylistsQuery } from '../api'
import { PlaylistGrid } from './playlist-grid'

/** A user's public playlists, paged: the Playlists tab of a profile. */
export function UserPlaylists({ userId }: { userId: number }) {
  const query = useInfiniteQuery(userPlaylistsQuery(userId))
  const playlists = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  if (query.isPending) return <GridSkeleton />
  if (playlists.length === 0) return <EmptyState title={trans('No public playlists yet')} />
  return (
    <>
      <PlaylistGrid playlists={playlists} />
      <LoadMore query={query} />
    </>
  )
}

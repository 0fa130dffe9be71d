import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Album, Track } from '../../../../shared/contracts/catalogue'
import { AlbumGrid, TrackTable } from '../../catalogue'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { useLikes } from '../../library'
import { repostsQuery } from '../api'

/** Reposted tracks as a playable table and reposted albums as cards, newest repost first. */
export function RepostsTab({ userId }: { userId: number }) {
  const query = useInfiniteQuery(repostsQuery(userId))
  const likes = useLikes('track')
  const items = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  const tracks = items.filter((i): i is Track => i.model_type === 'track')
  const albums = items.filter((i): i is Album => i.model_type === 'album')
  if (query.isPending) return <TableSkeleton />
  if (items.length === 0) return <EmptyState title={trans('No reposts yet')} />
  return (
    <div className="space-y-8">
      {tracks.length > 0 && <TrackTable tracks={tracks} queueId="custom" showCover showAlbum likes={likes} />}
      {albums.length > 0 && <AlbumGrid albums={albums} />}
      <LoadMore query={query} />
    </div>
  )
}

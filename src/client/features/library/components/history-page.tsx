import { trans } from '../../../stores/session'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { Track } from '../../../../shared/contracts/catalogue'
import { PlayButton, TrackTable } from '../../catalogue'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { historyQuery } from '../api'
import { useLikes } from '../use-likes'

export const HISTORY_QUEUE_ID = 'user.me.playHistory'

export function HistoryPage({ rowMenu }: { rowMenu?: (track: Track, index: number) => ReactNode }) {
  const query = useInfiniteQuery(historyQuery())
  const likes = useLikes('track')
  const tracks = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  if (query.isPending) return <TableSkeleton />
  if (tracks.length === 0) return <EmptyState title={trans('No listening history yet')} message={trans('Songs you play appear here.')} />
  return (
    <section>
      <div className="mb-4"><PlayButton variant="big" tracks={tracks} queueId={HISTORY_QUEUE_ID} /></div>
      <TrackTable tracks={tracks} queueId={HISTORY_QUEUE_ID} showAlbum showCover likes={likes} rowMenu={rowMenu} />
      <LoadMore query={query} />
    </section>
  )
}

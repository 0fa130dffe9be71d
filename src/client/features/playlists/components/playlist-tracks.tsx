import { trans } from '../../../stores/session'
import { lazy, useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Track } from '../../../../shared/contracts/catalogue'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { showHttpErrorToast } from '../../../stores/toasts'
import { TrackTable } from '../../catalogue'
import { useLikes } from '../../library'
import { playlistTracksQuery, useRemoveTracks, useReorderTracks } from '../api'
import { moveItem } from '../playlists-state'
import { TrackMenuTrigger } from './track-menu-trigger'

// The editor's row items load with the row's menu, on first use (TrackMenuTrigger swaps in the real menu).
const PlaylistRowItems = lazy(() => import('./playlist-row-items').then((m) => ({ default: m.PlaylistRowItems })))

/** The playlist's tracks; editors drag rows (or use Move up / Move down) and remove tracks. */
export function PlaylistTracks({ playlistId, canEdit }: { playlistId: number; canEdit: boolean }) {
  const query = useInfiniteQuery(playlistTracksQuery(playlistId))
  const fetched = query.data?.pages.flatMap((p) => p.pagination.data)
  // Local copy so a drag shows at once; replaced whenever the server's pages change (refetch, next page).
  const [synced, setSynced] = useState<typeof query.data>(undefined)
  const [tracks, setTracks] = useState<Track[]>([])
  if (synced !== query.data) {
    setSynced(query.data)
    setTracks(fetched ?? [])
  }
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const likes = useLikes('track')
  const reorder = useReorderTracks(playlistId)
  const remove = useRemoveTracks(playlistId)

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= tracks.length) return
    const next = moveItem(tracks, from, to)
    setTracks(next)
    reorder.mutate(next.map((t) => t.id), { onError: (e) => showHttpErrorToast(e) })
  }
  const queueId = `playlist.${playlistId}.*`
  if (query.isPending) return <TableSkeleton />
  if (tracks.length === 0) return <EmptyState title={trans('No tracks yet')} message={trans('Add songs with “Add to playlist” from any track menu.')} />
  return (
    <>
      <TrackTable
        tracks={tracks}
        queueId={queueId}
        showAlbum
        showCover
        likes={likes}
        rowProps={canEdit ? (_t, i) => ({
          draggable: true,
          'aria-grabbed': dragFrom === i,
          onDragStart: (e) => { setDragFrom(i); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(i)) },
          onDragOver: (e) => e.preventDefault(),
          onDrop: (e) => { e.preventDefault(); if (dragFrom !== null) move(dragFrom, i); setDragFrom(null) },
          onDragEnd: () => setDragFrom(null),
        }) : undefined}
        rowMenu={(track, i) => (
          <TrackMenuTrigger track={track}>
            {canEdit && (
              <PlaylistRowItems
                index={i}
                count={tracks.length}
                onMove={move}
                onRemove={() => remove.mutate([track.id], { onError: (e) => showHttpErrorToast(e) })}
              />
            )}
          </TrackMenuTrigger>
        )}
      />
      <LoadMore query={query} />
    </>
  )
}

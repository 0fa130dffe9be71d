import { trans } from '../../../stores/session'
import { lazy, useState, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Track } from '../../../../shared/contracts/catalogue'
import { EmptyState, TableSkeleton, LoadMore } from '../../../ui'
import { showHttpErrorToast } from '../../../stores/toasts'
import { TrackTable } from '../../catalogue'
import { useLikes } from '../../library'
import { playlistTracksQuery, useRemoveTracks, useReorderTracks } from '../api'
import { moveItem } from '../playlists-state'

// The editor's row items load with the row's menu, on first use (the track menu swaps in on first open).
const PlaylistRowItems = lazy(() => import('./playlist-row-items').then((m) => ({ default: m.PlaylistRowItems })))

/** A row's track menu, composed by the route (the track menu feature imports this one); `items` are the editor's. */
export type PlaylistRowMenu = (track: Track, items: ReactNode) => ReactNode

/** The playlist's tracks; editors drag rows (or use Move up / Move down) and remove tracks. */
export function PlaylistTracks({ playlistId, canEdit, collaborative = false, rowMenu }: { playlistId: number; canEdit: boolean; collaborative?: boolean; rowMenu?: PlaylistRowMenu }) {
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
        showAddedBy={collaborative}
        likes={likes}
        selectionRemove={canEdit ? {
          label: trans('Remove from this playlist'),
          run: (selected) => remove.mutate(selected.map((t) => t.id), { onError: (e) => showHttpErrorToast(e) }),
        } : undefined}
        rowProps={canEdit ? (_t, i) => ({
          draggable: true,
          'aria-grabbed': dragFrom === i,
          onDragStart: (e) => { setDragFrom(i); e.dataTransfer.effectAllowed = 'move'; e.dataTransfer.setData('text/plain', String(i)) },
          onDragOver: (e) => e.preventDefault(),
          onDrop: (e) => { e.preventDefault(); if (dragFrom !== null) move(dragFrom, i); setDragFrom(null) },
          onDragEnd: () => setDragFrom(null),
        }) : undefined}
        rowMenu={rowMenu && ((track, i) => rowMenu(track, canEdit && (
          <PlaylistRowItems
            index={i}
            count={tracks.length}
            onMove={move}
            onRemove={() => remove.mutate([track.id], { onError: (e) => showHttpErrorToast(e) })}
          />
        )))}
      />
      <LoadMore query={query} />
    </>
  )
}

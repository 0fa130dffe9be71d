import { Fragment, useEffect, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { Button, Menu } from '../../../ui'
import { trans } from '../../../stores/session'
import { toast } from '../../../stores/toasts'
import { addAfterCurrent, addToQueue, type PlayerTrack } from '../../../player'
import { useLikes } from '../../library'
import { useAddToPlaylist } from '../../playlists'
import { clearSelection, selectedTracks, trackSelection } from '../../track-select'
import { selectionMenuItems, type SelectionItemId } from '../model'

/**
 * The one bar for selected track rows (issue 24), above the player: Play next, Add to queue, Add to
 * playlist, Like (or Remove from liked, when all are liked) and the list's own Remove; Clear or Escape
 * ends the selection, and so does every action.
 */
export function SelectionBar() {
  const snap = useSnapshot(trackSelection)
  // The rows are kept unproxied (ref): read them from the store, the indexes from the snapshot.
  const tracks = selectedTracks({ indexes: snap.indexes, rows: trackSelection.rows })
  const ids = tracks.map((t) => t.id)
  const playlists = useAddToPlaylist(ids)
  const likes = useLikes('track')
  const remove = snap.remove

  useEffect(() => {
    if (tracks.length === 0) return
    const onKey = (event: KeyboardEvent) => {
      // A menu or dialog open over the bar takes Escape for itself.
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('[role="dialog"], [role="menu"]')) return
      clearSelection()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [tracks.length])

  if (tracks.length === 0) return null
  const allLiked = tracks.every((t) => likes.isLiked(t.id))
  const queue = (verb: (t: readonly PlayerTrack[]) => void) => {
    verb(tracks)
    toast(trans('Added to queue'))
    clearSelection()
  }
  const render: Record<SelectionItemId, () => ReactNode> = {
    'play-next': () => <Button variant="outline" size="sm" onClick={() => queue(addAfterCurrent)}>{trans('Play next')}</Button>,
    'add-to-queue': () => <Button variant="outline" size="sm" onClick={() => queue(addToQueue)}>{trans('Add to queue')}</Button>,
    'add-to-playlist': () => (
      <Menu placement="top start" trigger={<Button variant="outline" size="sm">{trans('Add to playlist')}</Button>}>
        {playlists.items}
      </Menu>
    ),
    like: () => (
      <Button variant="outline" size="sm" onClick={() => {
        for (const t of tracks) if (likes.isLiked(t.id) === allLiked) likes.toggle(t.id)
        clearSelection()
      }}>
        {allLiked ? trans('Remove from liked') : trans('Like')}
      </Button>
    ),
    remove: () => remove && (
      <Button variant="outline" size="sm" onClick={() => {
        remove.run(tracks, [...snap.indexes])
        clearSelection()
      }}>
        {remove.label}
      </Button>
    ),
  }
  return (
    <div role="toolbar" aria-label={trans('Selected tracks')}
      className="fixed inset-x-2 bottom-24 z-40 mx-auto flex max-w-3xl flex-wrap items-center gap-2 rounded-lg bg-elevated p-3 text-sm text-fg shadow-xl ring-1 ring-border md:bottom-28">
      <p className="mr-auto font-semibold" aria-live="polite">{trans(':count selected', { count: tracks.length })}</p>
      {selectionMenuItems({ count: tracks.length, hasRemove: !!remove }).map((id) => <Fragment key={id}>{render[id]()}</Fragment>)}
      <Button variant="secondary" size="sm" onClick={() => clearSelection()}>{trans('Clear')}</Button>
      {playlists.dialogs}
    </div>
  )
}

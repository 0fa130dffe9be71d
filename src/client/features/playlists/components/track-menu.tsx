import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton, Menu, MenuDivider, MenuItem } from '../../../ui'
import { libraryState } from '../../../stores/library-state'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { SaveOfflineMenuItem } from '../../offline'
import { useAddTracks } from '../api'
import { DOTS } from './track-menu-trigger'

// The dialogs (and the form's zod validation) load when chosen, not with the menu.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))
const PlaylistPickerDialog = lazy(() => import('./playlist-picker-dialog').then((m) => ({ default: m.PlaylistPickerDialog })))

/** How many recent playlists the menu lists itself; the rest are in the picker dialog. */
export const MENU_PLAYLISTS = 8
/** bootstrap-data carries at most this many of the user's playlists (music-catalog §3.9). */
const BOOTSTRAP_PLAYLISTS = 30

/**
 * A track row's "More options" menu: add to one of the user's most recently updated editable playlists,
 * to any other through "More playlists…" (a dialog paging all of them, with a search), or to a new
 * one; `children` adds context items (remove, move, radio).
 */
export function TrackMenu({ track, children }: { track: { id: number; name: string }; children?: ReactNode }) {
  const snap = useSnapshot(sessionState)
  const { view } = useSnapshot(libraryState)
  const add = useAddTracks()
  const [creating, setCreating] = useState(false)
  const [picking, setPicking] = useState(false)
  const user = snap.user
  const recent = view.playlists
  const editable = user ? recent.filter((p) => p.owner_id === user.id || p.collaborative) : []
  // Past the menu's share, or when bootstrap's list is full (there may be older ones), offer the picker.
  const more = editable.length > MENU_PLAYLISTS || recent.length >= BOOTSTRAP_PLAYLISTS
  const addTo = (playlist: { id: number; name: string }) =>
    add.mutate({ playlistId: playlist.id, trackIds: [track.id] }, {
      onSuccess: () => toast(trans('Added to :name', { name: playlist.name })),
      onError: (e) => showHttpErrorToast(e),
    })
  // Guests have nothing to add to; the menu shows only when there are context items.
  if (!user && !children) return null
  return (
    <>
      <Menu trigger={
        <IconButton aria-label={trans('More options for :name', { name: track.name })} size="sm">
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
        </IconButton>
      }>
        {user && (
          <>
            <div className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase" aria-hidden="true">{trans('Add to playlist')}</div>
            {editable.slice(0, MENU_PLAYLISTS).map((p) => <MenuItem key={p.id} onClick={() => addTo(p)}>{p.name}</MenuItem>)}
            {more && <MenuItem onClick={() => setPicking(true)}>{trans('More playlists…')}</MenuItem>}
            <MenuItem onClick={() => setCreating(true)}>{trans('New playlist')}</MenuItem>
            <MenuDivider />
            <SaveOfflineMenuItem track={track} />
          </>
        )}
        {user && children && <MenuDivider />}
        {children}
      </Menu>
      {creating && (
        <Suspense fallback={null}>
          <PlaylistFormDialog onClose={() => setCreating(false)} onSaved={(p: Playlist) => addTo(p)} />
        </Suspense>
      )}
      {picking && user && (
        <Suspense fallback={null}>
          <PlaylistPickerDialog
            userId={user.id}
            onClose={() => setPicking(false)}
            onPick={(p) => {
              setPicking(false)
              addTo(p)
            }}
            onCreate={() => {
              setPicking(false)
              setCreating(true)
            }}
          />
        </Suspense>
      )}
    </>
  )
}

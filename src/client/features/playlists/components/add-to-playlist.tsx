import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { rememberPendingAction } from '../../../stores/pending-action'
import { MenuItem } from '../../../ui'
import { libraryState } from '../../../stores/library-state'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { useAddTracks } from '../api'

// The dialogs (and the form's zod validation) load when chosen, not with the menu.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))
const PlaylistPickerDialog = lazy(() => import('./playlist-picker-dialog').then((m) => ({ default: m.PlaylistPickerDialog })))

/** How many recent playlists the menu lists itself; the rest are in the picker dialog. */
export const MENU_PLAYLISTS = 8
/** bootstrap-data carries at most this many of the user's playlists (music-catalog §3.9). */
const BOOTSTRAP_PLAYLISTS = 30

/**
 * "Add to playlist" for a menu: the user's most recently updated editable playlists, any other through
 * "More playlists…" (a dialog paging all of them, with a search), or a new one. `items` go inside the
 * menu; `dialogs` outside it, since the menu unmounts its items when it closes.
 */
export function useAddToPlaylist(trackIds: readonly number[]): { items: ReactNode; dialogs: ReactNode } {
  const snap = useSnapshot(sessionState)
  const { view } = useSnapshot(libraryState)
  const add = useAddTracks()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const [picking, setPicking] = useState(false)
  const user = snap.user
  const recent = view.playlists
  const editable = user ? recent.filter((p) => p.owner_id === user.id || p.collaborative) : []
  // Past the menu's share, or when bootstrap's list is full (there may be older ones), offer the picker.
  const more = editable.length > MENU_PLAYLISTS || recent.length >= BOOTSTRAP_PLAYLISTS
  const addTo = (playlist: { id: number; name: string }) =>
    add.mutate({ playlistId: playlist.id, trackIds: [...trackIds] }, {
      onSuccess: () => toast(trans('Added to :name', { name: playlist.name })),
      onError: (e) => showHttpErrorToast(e),
    })
  if (!user) {
    // A guest signs in first and comes back to the picker with these tracks (track-menu PendingActionRunner).
    const signIn = () => {
      rememberPendingAction({ kind: 'add-to-playlist', trackIds: [...trackIds] })
      void navigate({ to: '/login' })
    }
    return { items: <MenuItem onClick={signIn}>{trans('Add to playlist')}</MenuItem>, dialogs: null }
  }
  const items = (
    <>
      <div className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase" aria-hidden="true">{trans('Add to playlist')}</div>
      {editable.slice(0, MENU_PLAYLISTS).map((p) => <MenuItem key={p.id} onClick={() => addTo(p)}>{p.name}</MenuItem>)}
      {more && <MenuItem onClick={() => setPicking(true)}>{trans('More playlists…')}</MenuItem>}
      <MenuItem onClick={() => setCreating(true)}>{trans('New playlist')}</MenuItem>
    </>
  )
  const dialogs = (
    <>
      {creating && (
        <Suspense fallback={null}>
          <PlaylistFormDialog onClose={() => setCreating(false)} onSaved={(p: Playlist) => addTo(p)} />
        </Suspense>
      )}
      {picking && (
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
  return { items, dialogs }
}

import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { IconButton, Menu, MenuDivider, MenuItem } from '../../../ui'
import { sessionState } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { useAddTracks } from '../api'
import { DOTS } from './track-menu-trigger'

// The dialog and its zod validation load when "New playlist" is chosen, not with the menu.
const PlaylistFormDialog = lazy(() => import('./playlist-form-dialog').then((m) => ({ default: m.PlaylistFormDialog })))

/**
 * A track row's "More options" menu: add to one of the user's editable playlists (bootstrap's recent
 * 30) or to a new one; `children` adds context items (remove, move, radio).
 */
export function TrackMenu({ track, children }: { track: { id: number; name: string }; children?: ReactNode }) {
  const snap = useSnapshot(sessionState)
  const add = useAddTracks()
  const [creating, setCreating] = useState(false)
  const user = snap.user
  const editable = user ? (snap.bootstrap?.playlists ?? []).filter((p) => p.owner_id === user.id || p.collaborative) : []
  const addTo = (playlist: { id: number; name: string }) =>
    add.mutate({ playlistId: playlist.id, trackIds: [track.id] }, {
      onSuccess: () => toast(`Added to ${playlist.name}`),
      onError: (e) => showHttpErrorToast(e),
    })
  // Guests have nothing to add to; the menu shows only when there are context items.
  if (!user && !children) return null
  return (
    <>
      <Menu trigger={
        <IconButton aria-label={`More options for ${track.name}`} size="sm">
          <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true"><path d={DOTS} /></svg>
        </IconButton>
      }>
        {user && (
          <>
            <div className="px-3 pt-2 pb-1 text-xs font-semibold text-muted uppercase" aria-hidden="true">Add to playlist</div>
            {editable.map((p) => <MenuItem key={p.id} onClick={() => addTo(p)}>{p.name}</MenuItem>)}
            <MenuItem onClick={() => setCreating(true)}>New playlist</MenuItem>
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
    </>
  )
}

import { Suspense, useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { isLiked } from '../../../stores/library-changes'
import { libraryState } from '../../../stores/library-state'
import { pendingReturnTo, takePendingAction } from '../../../stores/pending-action'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { useToggleLike } from '../../library'
import { PlaylistFormDialog, PlaylistPickerDialog, useAddTracks } from '../../playlists'

/**
 * Does what a guest asked for before signing in (stores/pending-action.ts), once the user is signed in
 * and back on the page it was asked on: likes (or follows) the item, or opens the playlist picker with
 * the tracks. Mounted by the root layout only while such an action waits.
 */
export function PendingActionRunner() {
  const user = useSnapshot(sessionState).user
  const path = useRouterState({ select: (s) => s.location.pathname })
  const like = useToggleLike()
  const add = useAddTracks()
  const [tracks, setTracks] = useState<number[] | null>(null)
  const [creating, setCreating] = useState(false)

  useEffect(() => {
    if (!user || pendingReturnTo() !== path) return
    const action = takePendingAction()
    if (action?.kind === 'like') {
      if (!isLiked(libraryState.view, action.type, action.id)) {
        like.mutate({ type: action.type, id: action.id, liked: true }, { onError: (e) => showHttpErrorToast(e) })
      }
    } else if (action?.kind === 'add-to-playlist') setTracks(action.trackIds)
  }, [user, path, like])

  if (!user || !tracks) return null
  const addTo = (playlist: { id: number; name: string }) => {
    add.mutate({ playlistId: playlist.id, trackIds: tracks }, {
      onSuccess: () => toast(trans('Added to :name', { name: playlist.name })),
      onError: (e) => showHttpErrorToast(e),
    })
    setTracks(null)
  }
  return (
    <Suspense fallback={null}>
      {creating ? (
        <PlaylistFormDialog onClose={() => { setCreating(false); setTracks(null) }} onSaved={(p) => { setCreating(false); addTo(p) }} />
      ) : (
        <PlaylistPickerDialog userId={user.id} onClose={() => setTracks(null)} onPick={addTo} onCreate={() => setCreating(true)} />
      )}
    </Suspense>
  )
}

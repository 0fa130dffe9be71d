import { trans } from '../../../stores/session'
import { useNavigate } from '@tanstack/react-router'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { showHttpErrorToast } from '../../../stores/toasts'
import type { Playlist } from '../../../../shared/contracts/playlists'
import { useDeletePlaylist } from '../api'

export function DeletePlaylistDialog({ playlist, onClose }: { playlist: Playlist; onClose: () => void }) {
  const remove = useDeletePlaylist()
  const navigate = useNavigate()
  const confirm = () =>
    remove.mutate(playlist.id, {
      onSuccess: () => {
        onClose()
        void navigate({ to: '/library/playlists' })
      },
      onError: (e) => showHttpErrorToast(e),
    })
  return (
    <Dialog onClose={onClose} size="sm">
      <DialogHeader onClose={onClose}>{trans('Delete playlist')}</DialogHeader>
      <DialogBody>{trans('Are you sure you want to delete “:name”? This cannot be undone.', { name: playlist.name })}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>{trans('Cancel')}</Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>{trans('Delete')}</Button>
      </DialogFooter>
    </Dialog>
  )
}

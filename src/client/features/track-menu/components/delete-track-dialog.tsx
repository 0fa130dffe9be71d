import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { useDeleteTrack } from '../api'

/** Confirms "Delete" from a track's menu; leaves the track's own page, which would show a 404. */
export function DeleteTrackDialog({ track, onClose }: { track: { id: number; name: string }; onClose: () => void }) {
  const remove = useDeleteTrack()
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const confirm = () =>
    remove.mutate(track.id, {
      onSuccess: () => {
        onClose()
        toast(trans('Track deleted'))
        if (pathname.startsWith(`/track/${track.id}/`)) void navigate({ to: '/' })
      },
      onError: (e) => showHttpErrorToast(e),
    })
  return (
    <Dialog onClose={onClose} size="sm">
      <DialogHeader onClose={onClose}>{trans('Delete track')}</DialogHeader>
      <DialogBody>{trans('Are you sure you want to delete “:name”? This cannot be undone.', { name: track.name })}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>{trans('Cancel')}</Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>{trans('Delete')}</Button>
      </DialogFooter>
    </Dialog>
  )
}

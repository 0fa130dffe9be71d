import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { useDeleteMedia } from '../api'
import { trans } from '../../../stores/session'

const TEXT = {
  tracks: { label: 'Delete track', body: 'The track, its audio file, waveform, likes and playlist entries are removed.', done: 'Track deleted' },
  albums: { label: 'Delete album', body: 'The album and all of its tracks are removed.', done: 'Album deleted' },
}

/** Deletes after a confirmation; then goes to `after` (the artist's page). */
export function DeleteMediaButton({ type, id, after }: { type: 'tracks' | 'albums'; id: number; after: string }) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteMedia(type)
  const navigate = useNavigate()
  const t = TEXT[type]
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.positive(t.done)
        void navigate({ to: after as '/' })
      },
      onError: (e) => showHttpErrorToast(e),
    })
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {trans(t.label)}
      </Button>
      {open && (
        <Dialog onClose={() => setOpen(false)} size="sm">
          <DialogHeader onClose={() => setOpen(false)}>{trans(t.label)}?</DialogHeader>
          <DialogBody>{trans(':body This cannot be undone.', { body: t.body })}</DialogBody>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {trans('Cancel')}
            </Button>
            <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
              {trans('Delete')}
            </Button>
          </DialogFooter>
        </Dialog>
      )}
    </>
  )
}

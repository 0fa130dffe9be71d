import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { useDeleteMedia } from '../api'
import { trans } from '../../../stores/session'

export type DeletableMedia = 'tracks' | 'albums' | 'artists'

export const DELETE_TEXT: Record<DeletableMedia, { label: string; body: string; done: string }> = {
  tracks: { label: 'Delete track', body: 'The track, its audio file, waveform, likes and playlist entries are removed.', done: 'Track deleted' },
  albums: { label: 'Delete album', body: 'The album and all of its tracks are removed.', done: 'Album deleted' },
  artists: { label: 'Delete artist', body: 'The artist page is removed; its albums and tracks are not.', done: 'Artist deleted' },
}

export interface DeleteMediaProps {
  type: DeletableMedia
  id: number
  /** Where to go once deleted (the artist's page, or home). */
  after: string
}

/** The confirmation: deletes through DELETE <type>/<id>, then goes to `after`. */
export function DeleteMediaDialog({ type, id, after, onClose }: DeleteMediaProps & { onClose: () => void }) {
  const remove = useDeleteMedia(type)
  const navigate = useNavigate()
  const t = DELETE_TEXT[type]
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.positive(t.done)
        void navigate({ to: after as '/' })
      },
      onError: (e) => showHttpErrorToast(e),
    })
  return (
    <Dialog onClose={onClose} size="sm">
      <DialogHeader onClose={onClose}>{trans(t.label)}?</DialogHeader>
      <DialogBody>{trans(':body This cannot be undone.', { body: t.body })}</DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose}>
          {trans('Cancel')}
        </Button>
        <Button variant="danger" disabled={remove.isPending} onClick={confirm}>
          {trans('Delete')}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}

/** Deletes after a confirmation; then goes to `after` (the artist's page). */
export function DeleteMediaButton(props: DeleteMediaProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {trans(DELETE_TEXT[props.type].label)}
      </Button>
      {open && <DeleteMediaDialog {...props} onClose={() => setOpen(false)} />}
    </>
  )
}

import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'

interface Props {
  count: number
  /** Plural noun of the list, e.g. "tracks". */
  noun: string
  pending: boolean
  error: string | null
  onConfirm(): void
  onClose(): void
}

/** Bulk delete asks first and says how many; a refusal from the server stays in the dialog. */
export function ConfirmDeleteDialog({ count, noun, pending, error, onConfirm, onClose }: Props) {
  return (
    <Dialog onClose={onClose} size="sm">
      <DialogHeader onClose={onClose}>Delete {noun}</DialogHeader>
      <DialogBody>
        <p>
          Are you sure you want to delete {count} {count === 1 ? 'item' : 'items'}? This cannot be undone.
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? 'Deleting…' : 'Delete'}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}

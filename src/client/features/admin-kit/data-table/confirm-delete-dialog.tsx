import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { trans } from '../../../stores/session'

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
      <DialogHeader onClose={onClose}>{trans('Delete :noun', { noun })}</DialogHeader>
      <DialogBody>
        <p>
          {trans('Are you sure you want to delete')} {count} {count === 1 ? trans('item') : trans('items')}{trans('? This cannot be undone.')}
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm text-danger">
            {error}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          {trans('Cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? trans('Deleting…') : trans('Delete')}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}

import { useState, type FormEvent } from 'react'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, TextAreaField } from '../../../ui'
import { useReportComment } from '../vote-api'

/** Asks for an optional reason (the report contract's only field) and tells the reporter it was sent. */
export function ReportCommentDialog({ commentId, onClose }: { commentId: number; onClose: () => void }) {
  const [reason, setReason] = useState('')
  const report = useReportComment()
  function submit(event: FormEvent) {
    event.preventDefault()
    report.mutate({ commentId, reason }, {
      onSuccess: () => {
        toast.positive('Thanks, the comment was reported.')
        onClose()
      },
      onError: (e) => showHttpErrorToast(e, { field: 'reason' }),
    })
  }
  return (
    <Dialog onClose={onClose} size="sm">
      <form onSubmit={submit}>
        <DialogHeader onClose={onClose}>{trans('Report comment')}</DialogHeader>
        <DialogBody>
          <TextAreaField label={trans('Reason (optional)')} name="reason" value={reason} onChange={setReason} rows={3} />
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={onClose}>{trans('Cancel')}</Button>
          <Button type="submit" disabled={report.isPending}>{trans('Report')}</Button>
        </DialogFooter>
      </form>
    </Dialog>
  )
}

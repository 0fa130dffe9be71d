import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { BackstageRequest } from '../../../../shared/contracts/backstage'
import { showHttpErrorToast, toast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { backstageRequestQuery, useHandleBackstageRequest } from '../api'
import { TextAreaField } from './form-fields'
import { REQUEST_TITLES } from '../request-titles'
import { StatusBadge } from './status-badge'
import { trans } from '../../../stores/session'

/** Admin review of one request: its details and passport scan, optional notes, approve or deny (§2.11). */
export function HandleRequestDialog({ request, onClose }: { request: BackstageRequest; onClose: () => void }) {
  const details = useQuery(backstageRequestQuery(request.id))
  const handle = useHandleBackstageRequest()
  const [notes, setNotes] = useState('')
  const [verified, setVerified] = useState(false)
  const scan = details.data?.request.passport_scan_entry
  const d = request.data

  function act(action: 'approve' | 'deny') {
    handle.mutate(
      { id: request.id, action, notes, markArtistAsVerified: request.type === 'become-artist' ? verified : undefined },
      {
        onSuccess: () => {
          toast.positive(action === 'approve' ? trans('Request approved') : trans('Request denied'))
          onClose()
        },
        onError: (e) => showHttpErrorToast(e),
      },
    )
  }

  return (
    <Dialog onClose={onClose} size="lg">
      <DialogHeader onClose={onClose}>
        {REQUEST_TITLES[request.type]}: {request.artist_name}
      </DialogHeader>
      <DialogBody className="flex flex-col gap-4">
        <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted">{trans('Status')}</dt>
          <dd>
            <StatusBadge status={request.status} />
          </dd>
          <dt className="text-muted">{trans('Requested by')}</dt>
          <dd>{request.user?.name ?? trans('User :user_id', { user_id: request.user_id })}</dd>
          <dt className="text-muted">{trans('Name')}</dt>
          <dd>{[d.first_name, d.last_name].filter(Boolean).join(' ') || '—'}</dd>
          <dt className="text-muted">{trans('Company')}</dt>
          <dd>{d.company || '—'}</dd>
          {d.role && (
            <>
              <dt className="text-muted">{trans('Role')}</dt>
              <dd>{d.role}</dd>
            </>
          )}
          <dt className="text-muted">{trans('Passport scan')}</dt>
          <dd>
            {details.isPending ? trans('Loading…') : scan ? (
              <a href={`/${scan.url}`} target="_blank" rel="noreferrer" className="text-primary hover:underline">
                {scan.name}
              </a>
            ) : (
              trans('None')
            )}
          </dd>
        </dl>
        {request.type === 'become-artist' && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={verified} onChange={(e) => setVerified(e.currentTarget.checked)} className="size-4 accent-primary" />
            {trans('Mark artist as verified')}
          </label>
        )}
        <TextAreaField label={trans('Notes')} name="notes" value={notes} onChange={(e) => setNotes(e.currentTarget.value)} placeholder={trans('Optional message to the requester')} />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" disabled={handle.isPending || request.status !== 'pending'} onClick={() => act('deny')}>
          {trans('Deny')}
        </Button>
        <Button disabled={handle.isPending || request.status === 'approved'} onClick={() => act('approve')}>
          {trans('Approve')}
        </Button>
      </DialogFooter>
    </Dialog>
  )
}

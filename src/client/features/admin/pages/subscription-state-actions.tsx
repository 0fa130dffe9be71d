import { useState } from 'react'
import type { Subscription } from '../../../../shared/contracts/billing'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, showToast } from '../../../stores/toasts'
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from '../../../ui'
import { useAdminSubscriptionAction } from '../subscriptions-api'

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '–')

/** What the subscription is now, and cancel (to the renewal date) or renew it, as the subscriber could. */
export function SubscriptionStateActions({ sub }: { sub: Subscription }) {
  const action = useAdminSubscriptionAction(sub.id)
  const [confirming, setConfirming] = useState(false)
  const state = sub.on_grace_period
    ? trans('Cancelled, ends on :date', { date: day(sub.ends_at) })
    : !sub.valid
      ? trans('Ended')
      : sub.renews_at
        ? trans('Active, renews on :date', { date: day(sub.renews_at) })
        : trans('Active')
  const run = (kind: 'cancel' | 'resume') =>
    action.mutate(kind, {
      onSuccess: () => {
        setConfirming(false)
        showToast(kind === 'cancel' ? trans('Plan cancelled') : trans('Plan renewed'))
      },
      onError: (e) => showHttpErrorToast(e),
    })
  return (
    <section aria-labelledby="sub-state" className="mt-8 flex max-w-xl flex-col items-start gap-3 border-t border-border pt-6">
      <h2 id="sub-state" className="text-lg font-semibold">
        {trans('Status')}
      </h2>
      <p>{state}</p>
      <div className="flex flex-wrap gap-2">
        {sub.valid && !sub.on_grace_period && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {trans('Cancel plan')}
          </Button>
        )}
        {sub.on_grace_period && (
          <Button variant="outline" disabled={action.isPending} onClick={() => run('resume')}>
            {trans('Renew plan')}
          </Button>
        )}
      </div>
      <Dialog open={confirming} onClose={() => setConfirming(false)} size="sm">
        <DialogHeader onClose={() => setConfirming(false)}>{trans('Cancel plan')}</DialogHeader>
        <DialogBody>
          {sub.renews_at
            ? trans('The plan ends on :date; the user keeps its permissions until then.', { date: day(sub.renews_at) })
            : trans('The plan ends now and its permissions are removed at once.')}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {trans('Keep plan')}
          </Button>
          <Button variant="danger" disabled={action.isPending} onClick={() => run('cancel')}>
            {trans('Cancel plan')}
          </Button>
        </DialogFooter>
      </Dialog>
    </section>
  )
}

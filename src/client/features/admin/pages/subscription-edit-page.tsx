import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Product, Subscription } from '../../../../shared/contracts/billing'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { useServerErrors } from '../../../lib/forms'
import { trans } from '../../../stores/session'
import { showHttpErrorToast, showToast } from '../../../stores/toasts'
import { Button, SelectField, Skeleton, TextField } from '../../../ui'
import { adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { allPlansQuery, subscriptionQuery, useSaveSubscription } from '../subscriptions-api'
import { SubscriptionStateActions } from './subscription-state-actions'

const FIELDS = ['user_email', 'user_id', 'price_id', 'renews_at', 'ends_at', 'description'] as const

/** A date input's value (yyyy-mm-dd, the admin's calendar day) for an ISO time, and back (end of that day, local). */
const toDay = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '')
const fromDay = (day: string) => (day ? new Date(`${day}T23:59:59`).toISOString() : null)

/** /admin/subscriptions/new and /admin/subscriptions/:subscriptionId/edit: a plan given to a user by hand. */
export function SubscriptionEditPage({ params }: AdminPageProps) {
  const id = params.subscriptionId ? Number(params.subscriptionId) : null
  const sub = useQuery({ ...subscriptionQuery(id ?? 0), enabled: id !== null })
  const plans = useQuery(allPlansQuery())
  if ((id !== null && sub.isPending) || plans.isPending) return <Skeleton className="h-96 w-full" />
  if ((id !== null && !sub.data) || !plans.data) return <p role="alert">{trans('This subscription could not be loaded.')}</p>
  return <SubscriptionForm key={id ?? 'new'} id={id} sub={sub.data ?? null} plans={plans.data} />
}

function priceOptions(plans: Product[]) {
  return plans.flatMap((plan) => plan.prices.map((price) => ({ value: String(price.id), label: `${plan.name}: ${formatMoney(price.amount, price.currency)} / ${perIntervalLabel(price)}` })))
}

function SubscriptionForm({ id, sub, plans }: { id: number | null; sub: Subscription | null; plans: Product[] }) {
  const navigate = useNavigate()
  const save = useSaveSubscription(id)
  const { formRef, errors, handle } = useServerErrors(FIELDS, (error) => showHttpErrorToast(error))
  const [priceId, setPriceId] = useState(sub?.price_id ? String(sub.price_id) : '')
  const byGateway = sub !== null && sub.gateway_name !== 'none'
  const back = () => void navigate(adminLink('subscriptions'))

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const text = (name: string) => String(data.get(name) ?? '')
    const common = {
      ...(priceId ? { price_id: Number(priceId) } : {}),
      description: text('description') || null,
      ...(byGateway ? {} : { renews_at: fromDay(text('renews_at')), ends_at: fromDay(text('ends_at')) }),
    }
    const input = id === null ? { user_email: text('user_email'), ...common, price_id: Number(priceId) } : common
    save.mutate(input, {
      onSuccess: () => {
        showToast(id === null ? trans('Subscription created') : trans('Subscription updated'))
        back()
      },
      onError: handle,
    })
  }

  return (
    <>
      <AdminPageHeader title={sub ? trans('Edit subscription') : trans('New subscription')} />
      <form ref={formRef} className="flex max-w-xl flex-col gap-4" onSubmit={(e) => (e.preventDefault(), submit(e.currentTarget))}>
        {sub ? (
          <p className="text-sm text-muted">
            {trans('Customer')}: <strong className="text-fg wrap-anywhere">{sub.user?.email}</strong> · {trans('Gateway')}: {sub.gateway_name}
          </p>
        ) : (
          <TextField label={trans('Customer e-mail')} name="user_email" type="email" required maxLength={255} error={errors.user_email ?? errors.user_id} />
        )}
        <SelectField label={trans('Plan')} name="price_id" value={priceId} options={priceOptions(plans)} onChange={setPriceId} error={errors.price_id} />
        {byGateway ? (
          <p className="text-sm text-muted">{trans('The payment gateway sets the dates of this subscription; cancel or renew it below.')}</p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={trans('Renews on')} name="renews_at" type="date" defaultValue={toDay(sub?.renews_at)} error={errors.renews_at} />
            <TextField label={trans('Ends on')} name="ends_at" type="date" defaultValue={toDay(sub?.ends_at)} error={errors.ends_at} />
          </div>
        )}
        <TextField label={trans('Description')} name="description" defaultValue={sub?.description ?? ''} maxLength={500} error={errors.description} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? trans('Saving…') : trans('Save')}
          </Button>
          <Button type="button" variant="ghost" onClick={back}>
            {trans('Cancel')}
          </Button>
        </div>
      </form>
      {sub && <SubscriptionStateActions sub={sub} />}
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { Product } from '../../../../shared/contracts/billing'
import { HttpError } from '../../../lib/http'
import { useServerErrors } from '../../../lib/forms'
import { showHttpErrorToast, showToast, toast } from '../../../stores/toasts'
import { Button, Skeleton, TextField } from '../../../ui'
import { adminLink, AdminPageHeader, type AdminPageProps } from '../../admin-kit'
import { GatewayWarning } from '../components/gateway-warning'
import { PermissionPicker, type Grants } from '../components/permission-picker'
import { newPriceDraft, PriceRows, type PriceDraft } from '../components/price-rows'
import { paymentGatewayQuery, planQuery, useSavePlan } from '../plans-api'
import { permissionsListQuery } from '../roles-api'
import { trans } from '../../../stores/session'

const FIELDS = ['name', 'description', 'permissions', 'position', 'feature_list'] as const
const FLAGS = [
  ['recommended', 'Recommended (highlighted on the pricing page)'],
  ['free', 'Free plan (no prices)'],
  ['hidden', 'Hidden from the pricing page'],
] as const

/** /admin/plans/new and /admin/plans/:productId/edit (music-catalog §3.10 billing/products). */
export function PlanEditPage({ params }: AdminPageProps) {
  const id = params.productId ? Number(params.productId) : null
  const plan = useQuery({ ...planQuery(id ?? 0), enabled: id !== null })
  const permissions = useQuery(permissionsListQuery())
  if ((id !== null && plan.isPending) || permissions.isPending) return <Skeleton className="h-96 w-full" />
  if ((id !== null && !plan.data) || !permissions.data) return <p role="alert">{trans('This plan could not be loaded.')}</p>
  return <PlanForm key={id ?? 'new'} id={id} plan={plan.data?.product ?? null} permissions={permissions.data.permissions ?? []} />
}

function PlanForm({ id, plan, permissions }: { id: number | null; plan: Product | null; permissions: Parameters<typeof PermissionPicker>[0]['permissions'] }) {
  const navigate = useNavigate()
  const save = useSavePlan(id)
  const gateway = useQuery(paymentGatewayQuery())
  const { formRef, errors, handle } = useServerErrors(FIELDS, (error) => showHttpErrorToast(error))
  const [priceErrors, setPriceErrors] = useState<Record<string, string | undefined>>({})
  const [grants, setGrants] = useState<Grants>(() => Object.fromEntries((plan?.permissions ?? []).map((p) => [p.name, []])))
  const [prices, setPrices] = useState<PriceDraft[]>(() =>
    plan ? plan.prices.map((p) => ({ key: String(p.id), id: p.id, amount: String(p.amount), currency: p.currency, interval: p.interval, interval_count: p.interval_count, paypal_id: p.paypal_id })) : [newPriceDraft()],
  )
  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form)
    const free = data.get('free') === 'on'
    save.mutate(
      {
        name: String(data.get('name') ?? ''),
        description: String(data.get('description') ?? '') || null,
        position: Number(data.get('position') ?? 0),
        recommended: data.get('recommended') === 'on',
        hidden: data.get('hidden') === 'on',
        free,
        feature_list: String(data.get('feature_list') ?? '').split('\n').map((l) => l.trim()).filter(Boolean),
        permissions: Object.keys(grants),
        prices: free ? [] : prices.map(({ key: _key, amount, ...p }) => ({ ...p, amount: Number(amount) })),
      },
      {
        onSuccess: () => {
          // Published, paid and nothing to pay with: the saved toast says so (one toast shows at a time).
          if (!free && data.get('hidden') !== 'on' && gateway.data?.canPay === false) toast.danger(trans('Plan saved, but it cannot be bought: no payment gateway is on.'))
          else showToast(id === null ? trans('Plan created') : trans('Plan updated'))
          void navigate(adminLink('plans'))
        },
        onError: (error) => {
          const raw = error instanceof HttpError ? (error.body.errors ?? {}) : {}
          setPriceErrors(Object.fromEntries(Object.entries(raw).filter(([k]) => k.startsWith('prices')).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])))
          handle(error)
        },
      },
    )
  }
  return (
    <>
      <AdminPageHeader title={plan ? trans('Edit plan: :name', { name: plan.name }) : trans('New plan')} />
      <GatewayWarning />
      <form ref={formRef} className="flex max-w-3xl flex-col gap-4" onSubmit={(e) => (e.preventDefault(), submit(e.currentTarget))}>
        <TextField label={trans('Name')} name="name" defaultValue={plan?.name ?? ''} required maxLength={250} error={errors.name} />
        <TextField label={trans('Description')} name="description" defaultValue={plan?.description ?? ''} maxLength={5000} error={errors.description} />
        <TextField label={trans('Position')} name="position" type="number" min={0} defaultValue={plan?.position ?? 0} error={errors.position} />
        <label className="flex flex-col gap-1 text-sm font-medium">
          {trans('Features (one per line)')}<textarea name="feature_list" rows={4} defaultValue={(plan?.feature_list ?? []).join('\n')} className="rounded-md border border-border bg-transparent p-2 font-normal" />
        </label>
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-1 font-medium">{trans('Options')}</legend>
          {FLAGS.map(([name, label]) => (
            <label key={name} className="flex items-center gap-2">
              <input type="checkbox" name={name} defaultChecked={plan?.[name] ?? false} className="size-4" />
              {label}
            </label>
          ))}
        </fieldset>
        <PriceRows value={prices} onChange={setPrices} errors={priceErrors} />
        <PermissionPicker permissions={permissions} value={grants} onChange={setGrants} error={errors.permissions} />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? trans('Saving…') : trans('Save')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void navigate(adminLink('plans'))}>
            {trans('Cancel')}
          </Button>
        </div>
      </form>
    </>
  )
}

import { useQuery } from '@tanstack/react-query'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { productsQuery } from '../api'
import { formatDate, useCurrentSubscription } from '../use-current-subscription'
import { ConfirmStep } from './confirm-step'

/** /billing/cancel: the plan stays until the end of the paid period (its grace period). */
export function CancelPlanPage() {
  const { subscription: sub } = useCurrentSubscription()
  return (
    <ConfirmStep title="Cancel plan" confirmLabel="Cancel plan" danger success="Plan cancelled" action={sub ? { id: sub.id, action: 'cancel' } : null}>
      {sub?.renews_at
        ? `Your plan will be cancelled and end on ${formatDate(sub.renews_at)}. You keep everything it gives you until then.`
        : 'Your plan will be cancelled. You keep everything it gives you until the end of the period you paid for.'}
    </ConfirmStep>
  )
}

/** /billing/renew: undo a cancellation while the plan has not ended yet. */
export function RenewPlanPage() {
  const { subscription: sub } = useCurrentSubscription()
  const canRenew = Boolean(sub?.on_grace_period)
  return (
    <ConfirmStep title="Renew plan" confirmLabel="Renew plan" success="Plan renewed" action={sub && canRenew ? { id: sub.id, action: 'resume' } : null}>
      {canRenew ? `Your plan will continue after ${formatDate(sub!.ends_at)} and renew as before.` : 'Your plan is not cancelled; there is nothing to renew.'}
    </ConfirmStep>
  )
}

/** /billing/change-plan/{productId}/{priceId}/confirm. */
export function ConfirmPlanChangePage({ productId, priceId }: { productId: number; priceId: number }) {
  const { subscription: sub } = useCurrentSubscription()
  const products = useQuery(productsQuery())
  const product = products.data?.find((p) => p.id === productId)
  const price = product?.prices.find((p) => p.id === priceId)
  return (
    <ConfirmStep
      title="Confirm plan change"
      confirmLabel="Confirm"
      success="Plan changed"
      action={sub && price ? { id: sub.id, action: 'change-plan', newProductId: productId, newPriceId: priceId } : null}
    >
      {product && price
        ? `You are switching to ${product.name} at ${formatMoney(price.amount, price.currency)} / ${perIntervalLabel(price)}. The difference is settled on your next invoice.`
        : products.isPending
          ? 'Loading the plan…'
          : 'This plan is not available.'}
    </ConfirmStep>
  )
}

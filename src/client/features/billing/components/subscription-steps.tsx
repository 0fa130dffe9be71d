import { useQuery } from '@tanstack/react-query'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { productsQuery } from '../api'
import { formatDate, useCurrentSubscription } from '../use-current-subscription'
import { ConfirmStep } from './confirm-step'
import { trans } from '../../../stores/session'

/** /billing/cancel: the plan stays until the end of the paid period (its grace period). */
export function CancelPlanPage() {
  const { subscription: sub } = useCurrentSubscription()
  return (
    <ConfirmStep title={trans('Cancel plan')} confirmLabel={trans('Cancel plan')} danger success={trans('Plan cancelled')} action={sub ? { id: sub.id, action: 'cancel' } : null}>
      {sub?.renews_at
        ? trans('Your plan will be cancelled and end on :date. You keep everything it gives you until then.', { date: formatDate(sub.renews_at) })
        : trans('Your plan will be cancelled. You keep everything it gives you until the end of the period you paid for.')}
    </ConfirmStep>
  )
}

/** /billing/renew: undo a cancellation while the plan has not ended yet. */
export function RenewPlanPage() {
  const { subscription: sub } = useCurrentSubscription()
  const canRenew = Boolean(sub?.on_grace_period)
  return (
    <ConfirmStep title={trans('Renew plan')} confirmLabel={trans('Renew plan')} success={trans('Plan renewed')} action={sub && canRenew ? { id: sub.id, action: 'resume' } : null}>
      {canRenew ? trans('Your plan will continue after :date and renew as before.', { date: formatDate(sub!.ends_at) }) : trans('Your plan is not cancelled; there is nothing to renew.')}
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
      title={trans('Confirm plan change')}
      confirmLabel={trans('Confirm')}
      success={trans('Plan changed')}
      action={sub && price ? { id: sub.id, action: 'change-plan', newProductId: productId, newPriceId: priceId } : null}
    >
      {product && price
        ? trans('You are switching to :name at :price / :interval. The difference is settled on your next invoice.', { name: product.name, price: formatMoney(price.amount, price.currency), interval: perIntervalLabel(price) })
        : products.isPending
          ? trans('Loading the plan…')
          : trans('This plan is not available.')}
    </ConfirmStep>
  )
}

import { Link } from '@tanstack/react-router'
import { formatMoney, perIntervalLabel } from '../../../../shared/lib/pricing'
import { Button, buttonClasses, Skeleton } from '../../../ui'
import { formatDate, useCurrentSubscription } from '../use-current-subscription'
import { InvoiceList } from './invoice-list'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

/** /billing: the current plan and its state, the payment method, and the invoices. */
export function BillingPage() {
  const { subscription: sub, isPending, isError, refetch } = useCurrentSubscription()
  if (isPending) return <Skeleton className="h-64 w-full max-w-3xl" />
  if (isError) {
    return (
      <div role="alert" className="flex items-center gap-3">
        {trans('There was an issue loading your subscription.')}<Button size="sm" variant="outline" onClick={() => void refetch()}>
          {trans('Try again')}
        </Button>
      </div>
    )
  }
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <h1 className="text-2xl font-bold md:text-3xl">{trans('Billing')}</h1>
      <section aria-labelledby="current-plan" className="flex flex-col gap-3 rounded-xl border border-border p-5">
        <h2 id="current-plan" className="text-lg font-semibold">
          {trans('Current plan')}</h2>
        {!sub ? (
          <p className="text-muted">{trans('You have no active plan.')}</p>
        ) : (
          <>
            <p className="text-xl font-bold">{sub.product?.name ?? trans('Plan')}</p>
            {sub.price && (
              <p>
                {formatMoney(sub.price.amount, sub.price.currency)} / {perIntervalLabel(sub.price)}
              </p>
            )}
            <p className="text-sm text-muted">
              {sub.on_grace_period
                ? trans('Your plan was cancelled and ends on :date.', { date: formatDate(sub.ends_at) })
                : sub.past_due
                  ? trans('Your last payment failed. Please update your payment method.')
                  : sub.renews_at
                    ? trans('Your plan renews on :date.', { date: formatDate(sub.renews_at) })
                    : trans('Your plan has no end date.')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Link {...billingLink('change-plan')} className={buttonClasses('primary', 'sm')}>
                {trans('Change plan')}
              </Link>
              {sub.on_grace_period ? (
                <Link {...billingLink('renew')} className={buttonClasses('outline', 'sm')}>
                  {trans('Renew plan')}
                </Link>
              ) : (
                <Link {...billingLink('cancel')} className={buttonClasses('outline', 'sm')}>
                  {trans('Cancel plan')}
                </Link>
              )}
            </div>
          </>
        )}
      </section>
      {sub?.gateway_name === 'stripe' && (
        <section aria-labelledby="payment-method" className="flex flex-col gap-3 rounded-xl border border-border p-5">
          <h2 id="payment-method" className="text-lg font-semibold">
            {trans('Payment method')}</h2>
          <p className="text-sm text-muted">{trans('Your card is kept by Stripe; we never see its number.')}</p>
          <Link {...billingLink('change-payment-method')} className={buttonClasses('outline', 'sm', 'self-start')}>
            {trans('Change payment method')}
          </Link>
        </section>
      )}
      {sub?.gateway_name === 'paypal' && <p className="text-sm text-muted">{trans('You pay with PayPal. Change your funding source in your PayPal account.')}</p>}
      <InvoiceList />
    </div>
  )
}

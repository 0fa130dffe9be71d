import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { HttpError } from '../../../lib/http'
import { Button, buttonClasses, Skeleton } from '../../../ui'
import { billingConfigQuery, productsQuery, useCreatePartialSubscription } from '../api'
import { StripePaymentForm } from '../stripe/payment-form'
import { PaypalSubscribeButton } from './paypal-subscribe-button'
import { PlanSummary } from './plan-summary'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

interface CheckoutPageProps {
  productId: number
  priceId: number
}

/** /checkout/{productId}/{priceId}: the plan, then Stripe's Payment Element and, when on, PayPal's buttons. */
export function CheckoutPage({ productId, priceId }: CheckoutPageProps) {
  const navigate = useNavigate()
  const products = useQuery(productsQuery())
  const config = useQuery(billingConfigQuery())
  const start = useCreatePartialSubscription()
  const product = products.data?.find((p) => p.id === productId)
  const price = product?.prices.find((p) => p.id === priceId)
  const stripeOn = config.data?.stripe.enabled === true

  // One incomplete subscription per visit: started once Stripe is known to be on.
  const { mutate } = start
  useEffect(() => {
    if (stripeOn && price) mutate({ product_id: productId, price_id: priceId })
  }, [stripeOn, price, productId, priceId, mutate])

  useEffect(() => {
    // music-product §4: an existing subscription goes to /billing.
    if (start.error instanceof HttpError && start.error.status === 409) void navigate(billingLink(''))
  }, [start.error, navigate])

  if (products.isPending || config.isPending) return <Skeleton className="mx-auto h-96 w-full max-w-xl" />
  if (products.isError || config.isError) {
    return (
      <div role="alert" className="mx-auto flex w-full max-w-xl items-center gap-3 px-4 py-10 md:px-6">
        {trans('There was an issue loading the checkout.')}
        <Button size="sm" variant="outline" onClick={() => void Promise.all([products.refetch(), config.refetch()])}>
          {trans('Try again')}
        </Button>
      </div>
    )
  }
  if (!product || !price) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-3 px-4 py-10 md:px-6">
        <p>{trans('This plan is not available.')}</p>
        <Link to="/pricing" className={buttonClasses('outline', 'sm')}>
          {trans('See all plans')}
        </Link>
      </div>
    )
  }
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-6 md:grid-cols-2 md:px-6">
      <PlanSummary product={product} price={price} />
      <section aria-labelledby="pay-heading" className="flex flex-col gap-4">
        <h2 id="pay-heading" className="text-lg font-semibold">
          {trans('Payment')}</h2>
        {!stripeOn && !(config.data.paypal.enabled && config.data.paypal.clientId) && (
          // Issue 28: say why nothing can be paid and lead back, rather than an empty payment box.
          <div role="status" className="flex flex-col items-start gap-3">
            <p>{trans('Payments are not available right now: the site has no payment method turned on, so this plan cannot be bought yet.')}</p>
            <Link to="/pricing" className={buttonClasses('outline', 'sm')}>
              {trans('Back to plans')}
            </Link>
          </div>
        )}
        {stripeOn && start.isPending && <Skeleton className="h-48 w-full" />}
        {stripeOn && start.isError && !(start.error instanceof HttpError && start.error.status === 409) && (
          <p role="alert" className="text-sm text-danger">
            {start.error.message}
          </p>
        )}
        {start.data && <StripePaymentForm secret={start.data} mode="payment" returnPath="/stripe/done" submitLabel={trans('Subscribe')} />}
        {config.data.paypal.enabled && config.data.paypal.clientId && price.paypal_id && <PaypalSubscribeButton clientId={config.data.paypal.clientId} jsUrl={config.data.paypal.jsUrl} planId={price.paypal_id} />}
      </section>
    </div>
  )
}

import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { buttonClasses, Spinner } from '../../../ui'
import { useStoreSubscription } from '../api'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

interface CheckoutDonePageProps {
  gateway: 'stripe' | 'paypal'
  /** Stripe: the payment intent id from the return URL; PayPal: the approved subscription id. */
  id: string | undefined
  /** Stripe's redirect_status: `failed` means no payment was taken. */
  redirectStatus?: string | undefined
}

/** /stripe/done and /paypal/done: stores the paid subscription and says what happened. */
export function CheckoutDonePage({ gateway, id, redirectStatus }: CheckoutDonePageProps) {
  const store = useStoreSubscription(gateway)
  const started = useRef(false)
  const failed = !id || redirectStatus === 'failed'

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: the server would answer the same anyway.
    if (failed || started.current) return
    started.current = true
    store.mutate(id)
  }, [failed, id, store])

  if (failed || store.isError) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-10 md:px-6">
        <h1 className="text-2xl font-bold">{trans('The payment did not go through')}</h1>
        <p role="alert" className="text-muted">
          {store.error?.message ?? trans('No payment was taken. You can try again or choose another plan.')}
        </p>
        <Link to="/pricing" className={buttonClasses('primary', 'md')}>
          {trans('Back to plans')}
        </Link>
      </div>
    )
  }
  if (!store.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 py-16" aria-live="polite">
        <Spinner />
        <p>{trans('Finishing your subscription…')}</p>
      </div>
    )
  }
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-start gap-4 px-4 py-10 md:px-6">
      <h1 className="text-2xl font-bold">{trans('Thank you!')}</h1>
      <p>
        {trans('You are now subscribed to')} <strong>{store.data.product?.name ?? trans('your plan')}</strong>.
      </p>
      <div className="flex gap-2">
        <Link to="/" className={buttonClasses('primary', 'md')}>
          {trans('Start listening')}
        </Link>
        <Link {...billingLink('')} className={buttonClasses('outline', 'md')}>
          {trans('Manage subscription')}
        </Link>
      </div>
    </div>
  )
}

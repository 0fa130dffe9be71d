import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { buttonClasses, Skeleton, Spinner } from '../../../ui'
import { billingConfigQuery, useChangePaymentMethod, useCreateSetupIntent } from '../api'
import { stripeFor } from '../stripe/load-stripe'
import { StripePaymentForm } from '../stripe/payment-form'
import { useQuery } from '@tanstack/react-query'
import { trans } from '../../../stores/session'
import { billingLink } from '../../../lib/links'

/** /billing/change-payment-method: a new card through a Stripe setup intent. */
export function ChangePaymentMethodPage() {
  const setup = useCreateSetupIntent()
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    setup.mutate()
  }, [setup])
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{trans('Change payment method')}</h1>
      {setup.isPending && <Skeleton className="h-48 w-full" />}
      {setup.isError && (
        <p role="alert" className="text-danger">
          {setup.error.message}
        </p>
      )}
      {setup.data && <StripePaymentForm secret={setup.data} mode="setup" returnPath="/billing/change-payment-method/done" submitLabel={trans('Save card')} />}
    </div>
  )
}

/** /billing/change-payment-method/done: makes the confirmed card the default for the subscription. */
export function ChangePaymentMethodDonePage({ clientSecret }: { clientSecret: string | undefined }) {
  const config = useQuery(billingConfigQuery())
  const change = useChangePaymentMethod()
  const [error, setError] = useState<string | null>(clientSecret ? null : 'The card was not saved.')
  const started = useRef(false)
  const publishableKey = config.data?.stripe.publishableKey

  useEffect(() => {
    if (!clientSecret || !publishableKey || started.current) return
    started.current = true
    void (async () => {
      const stripe = await stripeFor(publishableKey, config.data?.stripe.jsUrl ?? null)
      const result = await stripe?.retrieveSetupIntent(clientSecret)
      const method = result?.setupIntent?.payment_method
      const methodId = typeof method === 'string' ? method : method?.id
      if (!methodId || result?.setupIntent?.status !== 'succeeded') return setError('The card was not saved.')
      change.mutate(methodId, { onError: (e) => setError(e.message) })
    })().catch(() => setError('The card was not saved.'))
  }, [clientSecret, publishableKey, config.data, change])

  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <h1 className="text-2xl font-bold">{trans('Payment method')}</h1>
      {error ? (
        <p role="alert" className="text-danger">
          {error}
        </p>
      ) : change.isSuccess ? (
        <p>{trans('Your new card will be used for the next payments.')}</p>
      ) : (
        <Spinner label={trans('Saving your card')} />
      )}
      <Link {...billingLink('')} className={buttonClasses('outline', 'sm')}>
        {trans('Back to billing')}
      </Link>
    </div>
  )
}

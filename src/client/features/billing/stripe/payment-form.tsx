import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useMemo, useState, type FormEvent } from 'react'
import { useSnapshot } from 'valtio'
import { themeState } from '../../../stores/theme'
import { Button } from '../../../ui'
import type { ClientSecretAnswer } from '../api'
import { stripeFor } from './load-stripe'
import { trans } from '../../../stores/session'

interface StripePaymentFormProps {
  secret: ClientSecretAnswer
  /** `payment` confirms a payment intent (checkout), `setup` a setup intent (new card). */
  mode: 'payment' | 'setup'
  /** Where Stripe sends the browser when confirmation finishes (our done pages). */
  returnPath: string
  submitLabel: string
}

function ConfirmForm({ mode, returnPath, submitLabel }: Omit<StripePaymentFormProps, 'secret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!stripe || !elements) return
    setBusy(true)
    setError(null)
    const confirmParams = { return_url: new URL(returnPath, window.location.origin).toString() }
    // On success Stripe navigates to return_url; we only get here with an error.
    const result = mode === 'payment' ? await stripe.confirmPayment({ elements, confirmParams }) : await stripe.confirmSetup({ elements, confirmParams })
    setError(result.error?.message ?? 'The payment could not be completed.')
    setBusy(false)
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <PaymentElement />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" disabled={!stripe || !elements || busy} className="w-full">
        {busy ? trans('Processing…') : submitLabel}
      </Button>
    </form>
  )
}

/** Stripe's Payment Element for a client secret, in the site's light or dark look. */
export function StripePaymentForm({ secret, ...rest }: StripePaymentFormProps) {
  const theme = useSnapshot(themeState)
  const stripe = useMemo(() => stripeFor(secret.publishableKey, secret.stripeJsUrl), [secret.publishableKey, secret.stripeJsUrl])
  const options = useMemo(() => ({ clientSecret: secret.clientSecret, appearance: { theme: theme.isDark ? ('night' as const) : ('stripe' as const) } }), [secret.clientSecret, theme.isDark])
  return (
    <Elements stripe={stripe} options={options}>
      <ConfirmForm {...rest} />
    </Elements>
  )
}

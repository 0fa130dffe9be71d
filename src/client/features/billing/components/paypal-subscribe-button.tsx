import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { sessionState } from '../../../stores/session'

interface PaypalButtons {
  Buttons(options: {
    style?: Record<string, string>
    createSubscription(data: unknown, actions: { subscription: { create(input: { plan_id: string; custom_id: string }): Promise<string> } }): Promise<string>
    onApprove(data: { subscriptionID?: string }): void
  }): { render(node: HTMLElement): Promise<void>; close?(): void }
}

const scripts = new Map<string, Promise<PaypalButtons>>()

/**
 * PayPal's JS SDK for subscriptions, loaded on first use from www.paypal.com (admitted by the CSP only
 * with PayPal keys set), or from the server's PAYPAL_JS_URL (a local stand-in in tests).
 */
function loadPaypal(clientId: string, jsUrl: string | null): Promise<PaypalButtons> {
  const src = `${jsUrl ?? 'https://www.paypal.com/sdk/js'}?client-id=${encodeURIComponent(clientId)}&vault=true&intent=subscription`
  let promise = scripts.get(src)
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.onload = () => resolve((window as unknown as { paypal: PaypalButtons }).paypal)
      script.onerror = () => reject(new Error('PayPal could not be loaded.'))
      document.head.appendChild(script)
    })
    scripts.set(src, promise)
  }
  return promise
}

/** PayPal's subscribe button; the subscription carries our user id (custom_id), which the server checks. */
export function PaypalSubscribeButton({ clientId, jsUrl, planId }: { clientId: string; jsUrl: string | null; planId: string }) {
  const node = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  const session = useSnapshot(sessionState)
  const userId = String(session.user?.id ?? '')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let buttons: { close?(): void } | null = null
    loadPaypal(clientId, jsUrl)
      .then((paypal) => {
        if (!node.current) return
        buttons = paypal.Buttons({
          style: { label: 'subscribe' },
          createSubscription: (_data, actions) => actions.subscription.create({ plan_id: planId, custom_id: userId }),
          onApprove: (data) => void navigate({ to: '/paypal/done', search: { subscriptionId: data.subscriptionID ?? '' } }),
        })
        return (buttons as { render(n: HTMLElement): Promise<void> }).render(node.current)
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'PayPal could not be loaded.'))
    return () => buttons?.close?.()
  }, [clientId, jsUrl, planId, userId, navigate])

  return (
    <div className="flex flex-col gap-2">
      <div ref={node} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

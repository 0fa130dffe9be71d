import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'

/**
 * Stripe.js, loaded only when a checkout or billing page asks for it (the `pure` entry has no side
 * effect on import). `jsUrl` is the server's STRIPE_JS_URL: unset in production (loadStripe then adds
 * https://js.stripe.com itself); in tests a local Stripe.js stand-in, injected first so that
 * loadStripe finds `window.Stripe` and uses it instead of reaching the internet.
 */
const loaded = new Map<string, Promise<Stripe | null>>()

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error('Failed to load Stripe.js'))
    document.head.appendChild(script)
  })
}

export function stripeFor(publishableKey: string, jsUrl: string | null): Promise<Stripe | null> {
  const key = `${jsUrl ?? ''}|${publishableKey}`
  let promise = loaded.get(key)
  if (!promise) {
    promise = (async () => {
      if (jsUrl && !('Stripe' in window)) await injectScript(jsUrl)
      return loadStripe(publishableKey)
    })()
    // A failed load may be retried by the next visit.
    promise.catch(() => loaded.delete(key))
    loaded.set(key, promise)
  }
  return promise
}

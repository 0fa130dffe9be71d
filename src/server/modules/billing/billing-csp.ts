import type { Env } from '../../config/env'

const origin = (url: string) => new URL(url).origin

/**
 * The origins the page policy must admit for payments, only while gateway keys are configured:
 * Stripe.js and its frames (the Payment Element runs in Stripe's iframes), and PayPal's buttons.
 * With STRIPE_JS_URL / PAYPAL_JS_URL (test doubles on loopback) those origins replace the gateways' own.
 */
export function billingCspSources(env: Env): { script: string[]; frame: string[]; connect: string[] } {
  const script: string[] = []
  const frame: string[] = []
  const connect: string[] = []
  if (env.STRIPE_PUBLISHABLE_KEY) {
    const js = env.STRIPE_JS_URL ? origin(env.STRIPE_JS_URL) : 'https://js.stripe.com'
    script.push(js)
    frame.push(js, 'https://hooks.stripe.com')
    connect.push('https://api.stripe.com', ...(env.STRIPE_JS_URL ? [js] : []))
  }
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_JS_URL) {
    // A PayPal SDK stand-in on loopback (tests): it draws its buttons in the page and calls its own origin.
    const js = origin(env.PAYPAL_JS_URL)
    script.push(js)
    connect.push(js)
  } else if (env.PAYPAL_CLIENT_ID) {
    script.push('https://www.paypal.com')
    frame.push('https://www.paypal.com', 'https://www.sandbox.paypal.com')
    connect.push('https://www.paypal.com', 'https://www.sandbox.paypal.com')
  }
  return { script, frame, connect }
}

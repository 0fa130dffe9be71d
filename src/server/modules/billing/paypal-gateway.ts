import { Client, Environment, SubscriptionsController } from '@paypal/paypal-server-sdk'

/**
 * The PayPal calls billing makes: subscriptions through the official server SDK, and webhook
 * verification through PayPal's verify-webhook-signature call (which the SDK does not wrap) with the
 * SDK's OAuth token. The SDK knows only PayPal's two hosts, so `apiUrl` (a local peer in tests) is
 * reached by an HTTP adapter that swaps the origin of each request and sends it with fetch.
 */
export interface PaypalSubscription {
  id: string
  status: string
  planId: string | null
  customId: string | null
  nextBillingTime: Date | null
  statusUpdateTime: Date | null
}

const PAYPAL_HOSTS = /^https:\/\/api-m(\.sandbox)?\.paypal\.com/

interface AxiosLikeConfig {
  url?: string
  method?: string
  headers?: Record<string, unknown> | { toJSON(): Record<string, unknown> }
  data?: unknown
}

/** An axios adapter (the SDK's transport) that sends PayPal-bound requests to `apiUrl` instead. */
function rebasingAdapter(apiUrl: string) {
  const origin = apiUrl.replace(/\/$/, '')
  return async (config: AxiosLikeConfig) => {
    const url = String(config.url ?? '').replace(PAYPAL_HOSTS, origin)
    const rawHeaders = config.headers && 'toJSON' in config.headers && typeof config.headers.toJSON === 'function' ? config.headers.toJSON() : (config.headers ?? {})
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(rawHeaders)) if (v !== undefined && v !== null) headers[k] = String(v)
    const res = await fetch(url, { method: (config.method ?? 'get').toUpperCase(), headers, body: typeof config.data === 'string' ? config.data : undefined })
    const resHeaders: Record<string, string> = {}
    res.headers.forEach((value, key) => (resHeaders[key] = value))
    return { data: await res.text(), status: res.status, statusText: res.statusText, headers: resHeaders, config, request: {} }
  }
}

export function makePaypalGateway(cfg: { clientId: string; secret: string; webhookId: string | undefined; testMode: boolean; apiUrl?: string | undefined }) {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: cfg.clientId, oAuthClientSecret: cfg.secret },
    environment: cfg.testMode ? Environment.Sandbox : Environment.Production,
    timeout: 15000,
    ...(cfg.apiUrl ? { unstable_httpClientOptions: { adapter: rebasingAdapter(cfg.apiUrl) } } : {}),
  })
  const subscriptions = new SubscriptionsController(client)
  const base = cfg.apiUrl?.replace(/\/$/, '') ?? (cfg.testMode ? 'https://api-m.sandbox.paypal.com' : 'https://api-m.paypal.com')

  async function subscription(id: string): Promise<PaypalSubscription> {
    const { result } = await subscriptions.getSubscription({ id })
    return {
      id: result.id ?? id,
      status: result.status ?? 'UNKNOWN',
      planId: result.planId ?? null,
      customId: result.customId ?? null,
      nextBillingTime: result.billingInfo?.nextBillingTime ? new Date(result.billingInfo.nextBillingTime) : null,
      statusUpdateTime: result.statusUpdateTime ? new Date(result.statusUpdateTime) : null,
    }
  }

  return {
    subscription,

    /** The subscription, or null when PayPal does not know it (404); any other failure throws. */
    async findSubscription(id: string): Promise<PaypalSubscription | null> {
      try {
        return await subscription(id)
      } catch (error) {
        if ((error as { statusCode?: unknown } | null)?.statusCode === 404) return null
        throw error
      }
    },

    async cancel(id: string, reason: string): Promise<void> {
      await subscriptions.cancelSubscription({ id, body: { reason } })
    },

    async activate(id: string): Promise<void> {
      await subscriptions.activateSubscription({ id, body: { reason: 'Resumed by the subscriber' } })
    },

    /** Asks PayPal whether this delivery is genuine (transmission headers + the webhook id it was sent to). */
    async verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
      if (!cfg.webhookId) return false
      const header = (name: string) => {
        const v = headers[name]
        return Array.isArray(v) ? v[0] : v
      }
      const token = await client.clientCredentialsAuthManager.fetchToken()
      const res = await fetch(`${base}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token.accessToken}` },
        body: JSON.stringify({
          auth_algo: header('paypal-auth-algo'),
          cert_url: header('paypal-cert-url'),
          transmission_id: header('paypal-transmission-id'),
          transmission_sig: header('paypal-transmission-sig'),
          transmission_time: header('paypal-transmission-time'),
          webhook_id: cfg.webhookId,
          webhook_event: event,
        }),
      })
      if (!res.ok) return false
      const body = (await res.json()) as { verification_status?: string }
      return body.verification_status === 'SUCCESS'
    },
  }
}

export type PaypalGateway = ReturnType<typeof makePaypalGateway>

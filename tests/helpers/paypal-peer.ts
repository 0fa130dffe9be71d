import http from 'node:http'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { paypalJsDouble } from './paypal-js-double'

/**
 * A local HTTP peer for the PayPal calls billing makes: OAuth client-credentials tokens, subscription
 * reads, cancel and activate, and verify-webhook-signature. Webhook deliveries are made with
 * `sendEvent`, which signs them as this peer's "PayPal" did; verification then succeeds only for a
 * delivery the peer really made, to the webhook id it was made for, with the body unchanged.
 * It also serves a stand-in for PayPal's JS SDK (`/sdk/js`) whose buttons create and approve
 * subscriptions here (`/test/...`); with `webhookUrl`, an approval posts the signed
 * BILLING.SUBSCRIPTION.ACTIVATED and PAYMENT.SALE.COMPLETED deliveries PayPal would send.
 */
export interface PaypalPeer {
  url: string
  clientId: string
  secret: string
  webhookId: string
  subscriptions: Map<string, Record<string, unknown>>
  /** Creates an ACTIVE subscription as the PayPal buttons would after approval. */
  approve(input: { planId: string; customId: string; nextBillingTime: string }): string
  /** A signed delivery: the headers and body PayPal would POST to the webhook URL. */
  sendEvent(type: string, resource: Record<string, unknown>, createTime: string): { headers: Record<string, string>; body: Record<string, unknown> }
  close(): Promise<void>
}

export async function startPaypalPeer(ports = [4366, 4367, 4368, 4369], opts: { webhookUrl?: string; now?: () => number } = {}): Promise<PaypalPeer> {
  const clientId = 'paypal-client'
  const secret = 'paypal-secret'
  const webhookId = `WH-${randomBytes(6).toString('hex')}`
  const signingKey = randomBytes(32)
  const tokens = new Set<string>()
  const subscriptions = new Map<string, Record<string, unknown>>()
  const sent = new Map<string, { event: Record<string, unknown>; sig: string; time: string }>()

  const json = (res: http.ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
    res.end(body === undefined ? '' : JSON.stringify(body))
  }
  const now = () => new Date((opts.now ?? Date.now)())

  function newSubscription(input: { planId: string; customId: string; status: string; nextBillingTime: string | null }): string {
    const id = `I-${randomBytes(6).toString('hex').toUpperCase()}`
    subscriptions.set(id, {
      id,
      status: input.status,
      plan_id: input.planId,
      custom_id: input.customId,
      billing_info: { outstanding_balance: { currency_code: 'USD', value: '0.00' }, failed_payments_count: 0, ...(input.nextBillingTime ? { next_billing_time: input.nextBillingTime } : {}) },
      status_update_time: now().toISOString(),
    })
    return id
  }

  /** The buyer approved in the (stand-in) popup: active for a month, first payment taken, webhooks sent. */
  async function approveInBrowser(id: string) {
    const sub = subscriptions.get(id)!
    const at = now()
    sub.status = 'ACTIVE'
    sub.status_update_time = at.toISOString()
    sub.billing_info = { ...(sub.billing_info as object), next_billing_time: new Date(at.getTime() + 30 * 86400_000).toISOString() }
    if (!opts.webhookUrl) return
    const deliveries = [
      sendEvent('BILLING.SUBSCRIPTION.ACTIVATED', structuredClone(sub), at.toISOString()),
      sendEvent('PAYMENT.SALE.COMPLETED', { id: `SALE-${randomBytes(5).toString('hex').toUpperCase()}`, billing_agreement_id: id, state: 'completed', amount: { total: '9.99', currency: 'USD' } }, at.toISOString()),
    ]
    for (const d of deliveries) await fetch(opts.webhookUrl, { method: 'POST', headers: d.headers, body: JSON.stringify(d.body) }).catch(() => undefined)
  }

  /** The browser side of the stand-in SDK (no OAuth: PayPal's own buttons talk to PayPal with the buyer's session). */
  function testRoute(req: http.IncomingMessage, res: http.ServerResponse, path: string, raw: string) {
    if (path === '/test/subscriptions' && req.method === 'POST') {
      const body = JSON.parse(raw || '{}') as { plan_id?: string; custom_id?: string }
      if (!body.plan_id) return json(res, 422, { name: 'UNPROCESSABLE_ENTITY', message: 'plan_id is required' })
      return json(res, 201, { id: newSubscription({ planId: body.plan_id, customId: String(body.custom_id ?? ''), status: 'APPROVAL_PENDING', nextBillingTime: null }), status: 'APPROVAL_PENDING' })
    }
    const approve = /^\/test\/subscriptions\/([^/]+)\/approve$/.exec(path)
    if (approve && req.method === 'POST' && subscriptions.has(approve[1]!)) {
      return void approveInBrowser(approve[1]!).then(() => json(res, 200, { id: approve[1], status: 'ACTIVE' }))
    }
    json(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const path = new URL(req.url ?? '/', 'http://peer').pathname
      if (path === '/sdk/js') {
        res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
        return res.end(paypalJsDouble(`http://127.0.0.1:${port}`))
      }
      if (path.startsWith('/test/')) return testRoute(req, res, path, raw)
      if (path === '/v1/oauth2/token' && req.method === 'POST') {
        const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`
        if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' })
        const token = `A21${randomBytes(16).toString('hex')}`
        tokens.add(token)
        return json(res, 200, { scope: 'https://uri.paypal.com/services/subscriptions', access_token: token, token_type: 'Bearer', app_id: 'APP-1', expires_in: 32400, nonce: randomUUID() })
      }
      const bearer = String(req.headers.authorization ?? '').replace(/^Bearer /, '')
      if (!tokens.has(bearer)) return json(res, 401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials' })
      if (path === '/v1/notifications/verify-webhook-signature' && req.method === 'POST') {
        const body = JSON.parse(raw) as Record<string, unknown>
        const delivery = sent.get(String(body.transmission_id))
        const ok =
          delivery !== undefined &&
          body.webhook_id === webhookId &&
          body.transmission_sig === delivery.sig &&
          body.transmission_time === delivery.time &&
          isDeepStrictEqual(body.webhook_event, delivery.event)
        return json(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' })
      }
      const match = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(cancel|activate))?$/.exec(path)
      const sub = match ? subscriptions.get(match[1]!) : undefined
      if (match && !sub) return json(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' })
      if (match && sub && req.method === 'GET' && !match[2]) return json(res, 200, sub)
      if (match && sub && match[2] === 'cancel') {
        sub.status = 'CANCELLED'
        return json(res, 204)
      }
      if (match && sub && match[2] === 'activate') {
        sub.status = 'ACTIVE'
        return json(res, 204)
      }
      json(res, 404, { name: 'NOT_FOUND' })
    })
  })
  // The given ports first; any free one (0) when all are taken (other test runs on this machine).
  let port = 0
  for (const candidate of [...ports, 0]) {
    const okay = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(candidate, '127.0.0.1', () => resolve(true))
    })
    if (okay) {
      port = (server.address() as { port: number }).port
      break
    }
  }
  if (!port) throw new Error('no free port for the PayPal peer')

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    secret,
    webhookId,
    subscriptions,
    approve({ planId, customId, nextBillingTime }) {
      return newSubscription({ planId, customId, status: 'ACTIVE', nextBillingTime })
    },
    sendEvent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  function sendEvent(type: string, resource: Record<string, unknown>, createTime: string) {
    const event = { id: `WH-EVT-${randomBytes(6).toString('hex')}`, event_type: type, create_time: createTime, resource_type: 'subscription', resource }
    const transmissionId = randomUUID()
    const time = new Date().toISOString()
    const sig = createHmac('sha256', signingKey).update(`${transmissionId}|${time}|${webhookId}|${JSON.stringify(event)}`).digest('base64')
    sent.set(transmissionId, { event: structuredClone(event), sig, time })
    return {
      body: event,
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${`http://127.0.0.1:${port}`}/v1/notifications/certs/CERT-1`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': sig,
        'paypal-transmission-time': time,
      },
    }
  }
}

import http from 'node:http'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { stripeJsDouble } from './stripe-js-double'

/**
 * A local HTTP peer that answers the Stripe API calls billing makes (customers, products, prices,
 * subscriptions, invoices, invoice payments, setup intents) in Stripe's wire format, keeps their state
 * in memory, and records the webhook events a real account would send. Tests drive payments with
 * `pay` / `renew` / `failPayment` and deliver the recorded events (signed) in any order they like.
 * With `webhookUrl` it also posts each event, signed, as Stripe does (the e2e server uses that).
 */
type Obj = Record<string, unknown> & { id: string }

export interface StripePeer {
  url: string
  port: number
  secret: string
  events: Stripe.Event[]
  objects: Map<string, Obj>
  /** Pays the invoice behind a payment intent: the subscription becomes active for one period. */
  pay(paymentIntentId: string): Promise<void>
  /** Starts the next period with a paid invoice. */
  renew(subscriptionId: string): Promise<void>
  failPayment(subscriptionId: string): Promise<void>
  /** Cancels at once, as when Stripe gives up collecting or the period of a cancelled one ends. */
  end(subscriptionId: string): Promise<void>
  /** A Stripe-Signature header for `payload` (Stripe's own test helper). */
  sign(payload: string): string
  close(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`

/** Stripe's form encoding (`items[0][price]=x`, `expand[0]=y`) back into objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean)
    let node: Record<string, unknown> = out
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Record<string, unknown>
    })
  }
  return out
}

const list = (v: unknown): unknown[] => (v && typeof v === 'object' ? Object.values(v as object) : [])

export async function startStripePeer(opts: { secret?: string; webhookUrl?: string; ports?: number[]; now?: () => number } = {}): Promise<StripePeer> {
  const secret = opts.secret ?? `whsec_${randomBytes(12).toString('hex')}`
  const objects = new Map<string, Obj>()
  const events: Stripe.Event[] = []
  const signer = new Stripe('sk_test_peer')
  // Event times in whole seconds, as Stripe's `created`; tests share one movable clock with the app.
  const tick = () => Math.floor((opts.now ?? Date.now)() / 1000)

  const put = (o: Obj) => (objects.set(o.id, o), o)
  const get = (oid: string) => objects.get(oid)

  async function emit(type: string, object: Obj) {
    const event = { id: id('evt'), object: 'event', type, created: tick(), livemode: false, api_version: '2026-10-28.endive', data: { object: structuredClone(object) } } as unknown as Stripe.Event
    events.push(event)
    if (opts.webhookUrl) {
      const payload = JSON.stringify(event)
      await fetch(opts.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, body: payload }).catch(() => undefined)
    }
  }
  const sign = (payload: string) => signer.webhooks.generateTestHeaderString({ payload, secret })

  function subscriptionView(sub: Obj, expand: string[]): Obj {
    const view = structuredClone(sub)
    if (expand.includes('latest_invoice.confirmation_secret') || expand.includes('latest_invoice')) view.latest_invoice = get(String(sub.latest_invoice)) ?? null
    return view
  }

  function newInvoice(sub: Obj, start: number, end: number): Obj {
    const item = (sub.items as { data: { price: Obj }[] }).data[0]!
    const pi = put({ id: id('pi'), object: 'payment_intent', status: 'requires_payment_method', amount: item.price.unit_amount, currency: item.price.currency })
    pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString('hex')}`
    const invoice = put({
      id: id('in'),
      object: 'invoice',
      status: 'open',
      customer: sub.customer,
      amount_due: item.price.unit_amount,
      amount_paid: 0,
      currency: item.price.currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [{ id: id('il'), period: { start, end }, price: item.price }] },
      confirmation_secret: { type: 'payment_intent', client_secret: pi.client_secret },
      payment_intent_id: pi.id,
    })
    pi.invoice_id = invoice.id
    put({ id: id('inpay'), object: 'invoice_payment', invoice: invoice.id, payment: { type: 'payment_intent', payment_intent: pi.id }, status: 'open' })
    return invoice
  }

  const periodSeconds = (price: Obj) => {
    const r = price.recurring as { interval: string; interval_count: number }
    const days = { day: 1, week: 7, month: 30, year: 365 }[r.interval] ?? 30
    return days * 86400 * Number(r.interval_count)
  }

  async function payInvoice(invoice: Obj) {
    invoice.status = 'paid'
    invoice.amount_paid = invoice.amount_due
    const pi = get(String(invoice.payment_intent_id))
    if (pi) pi.status = 'succeeded'
    const sub = get(String((invoice.parent as { subscription_details: { subscription: string } }).subscription_details.subscription))!
    const item = (sub.items as { data: Obj[] }).data[0]!
    const period = (invoice.lines as { data: { period: { start: number; end: number } }[] }).data[0]!.period
    item.current_period_start = period.start
    item.current_period_end = period.end
    sub.status = 'active'
    await emit('invoice.paid', invoice)
    await emit('customer.subscription.updated', sub)
  }

  function route(method: string, path: string, body: Record<string, unknown>, query: URLSearchParams): [number, unknown] {
    const parts = path.split('/').filter(Boolean).slice(1)
    const [kind, oid, action] = parts
    const missing = (): [number, unknown] => [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${oid}'` } }]
    if (kind === 'customers' && method === 'POST') {
      if (!oid) return [200, put({ id: id('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {}, invoice_settings: {} })]
      const c = get(oid)
      if (!c) return missing()
      Object.assign(c, body)
      return [200, c]
    }
    if (kind === 'products' && method === 'POST') {
      if (!oid) return [200, put({ id: String(body.id ?? id('prod')), object: 'product', name: body.name, active: true })]
      const p = get(oid)
      if (!p) return missing()
      Object.assign(p, body)
      return [200, p]
    }
    if (kind === 'prices' && method === 'POST') {
      const recurring = body.recurring as { interval: string; interval_count: string }
      return [200, put({ id: id('price'), object: 'price', product: body.product, currency: body.currency, unit_amount: Number(body.unit_amount), recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) } })]
    }
    if (kind === 'subscriptions' && method === 'POST' && !oid) {
      const price = get(String((list(body.items)[0] as { price: string }).price))
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }]
      const now = tick()
      const sub = put({
        id: id('sub'),
        object: 'subscription',
        customer: body.customer,
        status: 'incomplete',
        cancel_at_period_end: false,
        ended_at: null,
        trial_end: body.trial_end ? Number(body.trial_end) : null,
        metadata: body.metadata ?? {},
        default_payment_method: null,
        items: { object: 'list', data: [{ id: id('si'), object: 'subscription_item', price, current_period_start: now, current_period_end: now + periodSeconds(price) }] },
      })
      sub.latest_invoice = newInvoice(sub, now, now + periodSeconds(price)).id
      void emit('customer.subscription.created', sub)
      return [200, subscriptionView(sub, list(body.expand).map(String))]
    }
    if (kind === 'subscriptions' && oid) {
      const sub = get(oid)
      if (!sub) return missing()
      if (method === 'GET') return [200, subscriptionView(sub, query.getAll('expand[]'))]
      if (method === 'DELETE') {
        sub.status = 'canceled'
        sub.ended_at = tick()
        void emit('customer.subscription.deleted', sub)
        return [200, sub]
      }
      if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true'
      if (body.default_payment_method) sub.default_payment_method = body.default_payment_method
      const newItem = list(body.items)[0] as { price?: string } | undefined
      if (newItem?.price) {
        const price = get(newItem.price)
        if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }]
        ;(sub.items as { data: Obj[] }).data[0]!.price = price
      }
      void emit('customer.subscription.updated', sub)
      return [200, sub]
    }
    if (kind === 'invoice_payments' && method === 'GET') {
      const pi = query.get('payment[payment_intent]')
      const data = [...objects.values()].filter((o) => o.object === 'invoice_payment' && (o.payment as { payment_intent: string }).payment_intent === pi)
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' }]
    }
    if (kind === 'invoices' && method === 'GET' && oid) return get(oid) ? [200, get(oid)] : missing()
    if (kind === 'payment_intents' && method === 'GET' && oid) return get(oid) ? [200, get(oid)] : missing()
    if (kind === 'setup_intents' && method === 'POST') {
      const si = put({ id: id('seti'), object: 'setup_intent', customer: body.customer, status: 'requires_payment_method' })
      si.client_secret = `${si.id}_secret_${randomBytes(8).toString('hex')}`
      return [200, si]
    }
    void action
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }]
  }

  /** The browser side of test mode (the Stripe.js stand-in): confirm a payment or setup intent with a test card. */
  function testRoute(method: string, url: URL, raw: string): [number | Promise<number>, unknown] {
    if (method === 'GET' && url.pathname === '/test/setup_intents') {
      const si = [...objects.values()].find((o) => o.object === 'setup_intent' && o.client_secret === url.searchParams.get('client_secret'))
      return si ? [200, si] : [404, { error: { message: 'No such setup intent' } }]
    }
    if (method !== 'POST' || url.pathname !== '/test/confirm') return [404, { error: { message: 'not found' } }]
    const body = JSON.parse(raw || '{}') as { kind?: string; client_secret?: string; card?: string }
    const card = String(body.card ?? '').replace(/\s+/g, '')
    if (card === '4000000000000002') return [402, { error: { type: 'card_error', message: 'Your card was declined.' } }]
    if (card !== '4242424242424242') return [400, { error: { type: 'card_error', message: 'Use the test card 4242 4242 4242 4242.' } }]
    const intent = [...objects.values()].find((o) => (o.object === 'payment_intent' || o.object === 'setup_intent') && o.client_secret === body.client_secret)
    if (!intent) return [404, { error: { message: 'No such intent' } }]
    if (intent.object === 'setup_intent') {
      intent.status = 'succeeded'
      intent.payment_method = id('pm')
      return [200, intent]
    }
    // Answer once the paid events were sent, as the real redirect comes after Stripe's processing.
    return [payInvoice(get(String(intent.invoice_id))!).then(() => 200), intent]
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer')
      const send = (status: number, payload: unknown, type = 'application/json') => {
        res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', 'request-id': id('req') })
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
      }
      if (url.pathname === '/v3/stripe.js') return send(200, stripeJsDouble(`http://127.0.0.1:${port}`), 'text/javascript')
      if (url.pathname.startsWith('/test/')) {
        const [status, payload] = testRoute(req.method ?? 'GET', url, Buffer.concat(chunks).toString('utf8'))
        return void Promise.resolve(status).then((code) => send(code, payload))
      }
      if (!url.pathname.startsWith('/v1/')) return send(404, { error: { message: 'not found' } })
      if (!String(req.headers.authorization ?? '').startsWith('Bearer sk_')) return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } })
      const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'))
      const [status, payload] = route(req.method ?? 'GET', url.pathname, body, url.searchParams)
      send(status, payload)
    })
  })
  // Our assigned ports first; any free one (0) when all are taken.
  const ports = [...(opts.ports ?? [4361, 4362, 4363, 4364, 4365]), 0]
  let port = 0
  for (const candidate of ports) {
    const okay = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false))
      server.listen(candidate, '127.0.0.1', () => resolve(true))
    })
    if (okay) {
      port = (server.address() as { port: number }).port
      break
    }
  }
  if (!port) throw new Error('no free port for the Stripe peer')

  const subItem = (sub: Obj) => (sub.items as { data: Obj[] }).data[0]!
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    secret,
    events,
    objects,
    async pay(paymentIntentId) {
      const pi = get(paymentIntentId)
      if (!pi) throw new Error(`no payment intent ${paymentIntentId}`)
      await payInvoice(get(String(pi.invoice_id))!)
    },
    async renew(subscriptionId) {
      const sub = get(subscriptionId)!
      const start = Number(subItem(sub).current_period_end)
      await payInvoice(newInvoice(sub, start, start + periodSeconds(subItem(sub).price as Obj)))
    },
    async failPayment(subscriptionId) {
      const sub = get(subscriptionId)!
      const start = Number(subItem(sub).current_period_end)
      const invoice = newInvoice(sub, start, start + periodSeconds(subItem(sub).price as Obj))
      sub.status = 'past_due'
      await emit('invoice.payment_failed', invoice)
      await emit('customer.subscription.updated', sub)
    },
    async end(subscriptionId) {
      const sub = get(subscriptionId)!
      sub.status = 'canceled'
      sub.ended_at = tick()
      await emit('customer.subscription.deleted', sub)
    },
    sign,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

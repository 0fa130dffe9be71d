import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { HttpError } from '../../lib/http-errors'
import type { GatewayResolver } from './billing-gateways'
import type { WebhooksService } from './webhooks.service'

/**
 * POST billing/stripe/webhook and billing/paypal/webhook, outside /api/v1 (music-catalog §1.1). Bodies
 * are kept raw: Stripe signs the exact bytes. A forged or unverifiable delivery is a 400 and changes
 * nothing; a replay of an applied event is a 200 that changes nothing.
 */
const WebhookAnswerSchema = z.object({ status: z.literal('success'), received: z.literal(true), replay: z.boolean() })
const schema = { response: { 200: WebhookAnswerSchema } }

export const webhookRoutes: FastifyPluginAsyncZod<{ gateways: GatewayResolver; webhooks: WebhooksService }> = async (app, { gateways, webhooks }) => {
  // Scoped to this plugin: the rest of the app keeps its JSON parser.
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) => done(null, body))

  app.post('/billing/stripe/webhook', { schema }, async (req) => {
    const { stripe } = await gateways.configured()
    const signature = req.headers['stripe-signature']
    if (!stripe || typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'Invalid webhook.')
    let event
    try {
      event = stripe.constructEvent(req.body, signature)
    } catch {
      throw new HttpError(400, 'Invalid webhook signature.')
    }
    const applied = await webhooks.applyStripe(event)
    return { status: 'success' as const, received: true as const, replay: !applied }
  })

  app.post('/billing/paypal/webhook', { schema }, async (req) => {
    const { paypal } = await gateways.configured()
    if (!paypal || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'Invalid webhook.')
    let event: { id?: unknown; event_type?: unknown; create_time?: unknown; resource?: unknown }
    try {
      event = JSON.parse(req.body.toString('utf8')) as typeof event
    } catch {
      throw new HttpError(400, 'Invalid webhook.')
    }
    if (typeof event.id !== 'string' || typeof event.event_type !== 'string') throw new HttpError(400, 'Invalid webhook.')
    if (!(await paypal.verifyWebhook(req.headers, event))) throw new HttpError(400, 'Invalid webhook signature.')
    const applied = await webhooks.applyPaypal({
      id: event.id,
      event_type: event.event_type,
      create_time: typeof event.create_time === 'string' ? event.create_time : undefined,
      resource: typeof event.resource === 'object' && event.resource !== null ? (event.resource as Record<string, unknown>) : undefined,
    })
    return { status: 'success' as const, received: true as const, replay: !applied }
  })
}

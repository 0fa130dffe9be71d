import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NoBodySchema } from '../../../shared/contracts/no-body'
import { z } from 'zod'
import {
  BillingConfigSchema,
  CancelSubscriptionInputSchema,
  ChangePaymentMethodInputSchema,
  ChangePlanInputSchema,
  ClientSecretResponseSchema,
  CreateSubscriptionInputSchema,
  InvoiceListResponseSchema,
  InvoiceResponseSchema,
  InvoiceUuidParamsSchema,
  OkResponseSchema,
  PartialSubscriptionInputSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductResponseSchema,
  SaveProductInputSchema,
  StorePaypalDetailsInputSchema,
  StoreStripeDetailsInputSchema,
  SubscriptionListQuerySchema,
  SubscriptionListResponseSchema,
  SubscriptionResponseSchema,
  UpdateSubscriptionInputSchema,
} from '../../../shared/contracts/billing'
import { IdParamsSchema, IdsParamsSchema } from '../../../shared/contracts/ids'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import { requireLogin, requirePermission } from '../permissions/index'
import type { CheckoutService } from './checkout.service'
import type { ProductsService } from './products.service'
import type { SubscriptionsService } from './subscriptions.service'

const ok = 'success' as const
const plans = { preHandler: requirePermission('plans.update') }
const manage = { preHandler: requirePermission('subscriptions.update') }
const login = { preHandler: requireLogin }
const oneSub = { 200: SubscriptionResponseSchema }

export interface BillingRoutesOptions {
  products: ProductsService
  subscriptions: SubscriptionsService
  checkout: CheckoutService
}

/** music-catalog §3.10 under /api/v1 (the webhooks live in webhooks.routes.ts, without the prefix). */
export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, { products, subscriptions, checkout }) => {
  app.get('/billing/config', { schema: { response: { 200: BillingConfigSchema } } }, async () => {
    const g = await checkout.enabled().catch(() => null)
    return {
      status: ok,
      stripe: { enabled: Boolean(g?.stripe && g.stripePublishableKey), publishableKey: g?.stripe ? g.stripePublishableKey : null, jsUrl: g?.stripeJsUrl ?? null },
      paypal: { enabled: Boolean(g?.paypal), clientId: g?.paypalClientId ?? null, jsUrl: g?.paypal ? g.paypalJsUrl : null },
    }
  })

  app.get('/billing/products', { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListResponseSchema } }, preHandler: requirePermission('plans.view') }, async (req) => ({
    status: ok,
    pagination: await products.list(req.query, req.viewer.can('plans.update')),
  }))
  app.get('/billing/products/:id', { schema: { params: IdParamsSchema, response: { 200: ProductResponseSchema } }, preHandler: requirePermission('plans.view') }, async (req) => {
    const product = await products.show(req.params.id)
    if (product.hidden && !req.viewer.can('plans.update')) return { status: ok, product: { ...product, permissions: [] } }
    return { status: ok, product }
  })
  app.post('/billing/products', { schema: { body: SaveProductInputSchema, response: { 200: ProductResponseSchema } }, ...plans }, async (req) => ({
    status: ok,
    product: await products.create(req.body),
  }))
  app.put('/billing/products/:id', { schema: { params: IdParamsSchema, body: SaveProductInputSchema, response: { 200: ProductResponseSchema } }, ...plans }, async (req) => ({
    status: ok,
    product: await products.update(req.params.id, req.body),
  }))
  app.delete('/billing/products/:ids', { schema: { params: IdsParamsSchema, response: { 200: OkResponseSchema } }, ...plans }, async (req) => {
    await products.remove(req.params.ids)
    return { status: ok }
  })
  app.post('/billing/products/sync', { schema: { body: NoBodySchema, response: { 200: OkResponseSchema.extend({ synced: z.number() }) } }, ...plans }, async () => ({
    status: ok,
    synced: await products.syncAll(),
  }))

  app.get('/billing/subscriptions', { schema: { querystring: SubscriptionListQuerySchema, response: { 200: SubscriptionListResponseSchema } }, ...login }, async (req) => ({
    status: ok,
    pagination: await subscriptions.list(req.viewer, req.query),
  }))
  app.get('/billing/subscriptions/:id', { schema: { params: IdParamsSchema, response: oneSub }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.show(req.viewer, req.params.id),
  }))
  app.post('/billing/subscriptions', { schema: { body: CreateSubscriptionInputSchema, response: oneSub }, ...manage }, async (req) => ({
    status: ok,
    subscription: await subscriptions.create(req.body),
  }))
  app.put('/billing/subscriptions/:id', { schema: { params: IdParamsSchema, body: UpdateSubscriptionInputSchema, response: oneSub }, ...manage }, async (req) => ({
    status: ok,
    subscription: await subscriptions.update(req.viewer, req.params.id, req.body),
  }))
  app.post('/billing/subscriptions/:id/cancel', { schema: { params: IdParamsSchema, body: CancelSubscriptionInputSchema, response: { 200: OkResponseSchema.extend({ subscription: SubscriptionResponseSchema.shape.subscription.nullable() }) } }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.cancel(req.viewer, req.params.id, Boolean(req.body?.delete)),
  }))
  app.post('/billing/subscriptions/:id/resume', { schema: { params: IdParamsSchema, body: NoBodySchema, response: oneSub }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.resume(req.viewer, req.params.id),
  }))
  app.post('/billing/subscriptions/:id/change-plan', { schema: { params: IdParamsSchema, body: ChangePlanInputSchema, response: oneSub }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.changePlan(req.viewer, req.params.id, req.body.newProductId, req.body.newPriceId),
  }))

  app.post('/billing/stripe/create-partial-subscription', { schema: { body: PartialSubscriptionInputSchema, response: { 200: ClientSecretResponseSchema } }, ...login }, async (req) => ({
    status: ok,
    ...(await checkout.createPartialSubscription(req.viewer.userId!, req.body)),
  }))
  app.post('/billing/stripe/create-setup-intent', { schema: { body: NoBodySchema, response: { 200: ClientSecretResponseSchema } }, ...login }, async (req) => ({
    status: ok,
    ...(await checkout.createSetupIntent(req.viewer.userId!)),
  }))
  app.post('/billing/stripe/change-default-payment-method', { schema: { body: ChangePaymentMethodInputSchema, response: { 200: OkResponseSchema } }, ...login }, async (req) => {
    await checkout.changeDefaultPaymentMethod(req.viewer.userId!, req.body.payment_method_id)
    return { status: ok }
  })
  app.post('/billing/stripe/store-subscription-details-locally', { schema: { body: StoreStripeDetailsInputSchema, response: oneSub }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.withPlan(await checkout.storeStripeDetails(req.viewer.userId!, req.body.payment_intent_id)),
  }))
  app.post('/billing/paypal/store-subscription-details-locally', { schema: { body: StorePaypalDetailsInputSchema, response: oneSub }, ...login }, async (req) => ({
    status: ok,
    subscription: await subscriptions.withPlan(await checkout.storePaypalDetails(req.viewer.userId!, req.body.paypal_subscription_id)),
  }))

  app.get('/billing/invoices', { schema: { querystring: PageQuerySchema, response: { 200: InvoiceListResponseSchema } }, ...login }, async (req) => ({
    status: ok,
    pagination: await subscriptions.invoices(req.viewer.userId!, req.query),
  }))
  app.get('/billing/invoices/:uuid', { schema: { params: InvoiceUuidParamsSchema, response: { 200: InvoiceResponseSchema } }, ...login }, async (req) => ({
    status: ok,
    ...(await subscriptions.invoice(req.viewer, req.params.uuid)),
  }))
}

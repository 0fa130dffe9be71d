import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client'
import type { ModuleDeps } from '../../deps'
import { makeGatewayResolver } from './billing-gateways'
import { makeBillingRepo } from './billing.repo'
import { billingRoutes } from './billing.routes'
import { makeCheckoutService } from './checkout.service'
import { makeProductsService } from './products.service'
import { makeSubscriptionsService } from './subscriptions.service'
import { webhookRoutes } from './webhooks.routes'
import { makeWebhooksService } from './webhooks.service'

export { makeBillingRepo, type BillingRepo } from './billing.repo'
export { billingCspSources } from './billing-csp'

function makeBilling({ db, env, settings, clock }: Pick<ModuleDeps, 'db' | 'env' | 'settings' | 'clock'>) {
  const repo = makeBillingRepo(db)
  const inTransaction = <T>(fn: (r: ReturnType<typeof makeBillingRepo>) => Promise<T>) => db.transaction((tx) => fn(makeBillingRepo(tx as unknown as Db)))
  const gateways = makeGatewayResolver(env, settings)
  const products = makeProductsService({ repo, gateways, inTransaction })
  const checkout = makeCheckoutService({ repo, gateways, products, clock })
  const subscriptions = makeSubscriptionsService({ repo, checkout, clock })
  // The webhooks' read of a PayPal subscription they have not seen yet (its payment came first).
  const paypalSubscription = async (id: string) => {
    const { paypal } = await gateways.configured()
    return paypal ? paypal.findSubscription(id) : null
  }
  return { gateways, products, checkout, subscriptions, webhooks: makeWebhooksService({ inTransaction, repo, paypalSubscription, clock }) }
}

/** Billing API (music-catalog §3.10), mounted under /api/v1 with the other modules. */
export const billingModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { products, checkout, subscriptions } = makeBilling(deps)
  await app.register(billingRoutes, { products, checkout, subscriptions })
}

/** The gateway webhooks, registered by app.ts at the root: payment webhooks have no API prefix (§1.1). */
export const billingWebhooks: FastifyPluginAsync<Pick<ModuleDeps, 'db' | 'env' | 'settings' | 'clock'>> = async (app, deps) => {
  const { gateways, webhooks } = makeBilling(deps)
  await app.register(webhookRoutes, { gateways, webhooks })
}

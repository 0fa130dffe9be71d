import type { Pagination } from '../../../shared/contracts/pagination'
import type { CreateSubscriptionInput, Invoice, Subscription, SubscriptionListQuery, UpdateSubscriptionInput } from '../../../shared/contracts/billing'
import { subscriptionFlags } from '../../../shared/lib/subscription-status'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import { displayName } from '../../lib/display-name'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { Viewer } from '../permissions/index'
import type { BillingRepo, SubscriptionRow } from './billing.repo'
import type { CheckoutService } from './checkout.service'
import { serializeInvoice, serializePrice, serializeProduct, serializeSubscription } from './billing.serialize'
import { applyState, stripeStateValues } from './subscription-sync'

const PER_PAGE = 15
const MANAGE = 'subscriptions.update'

const flagsOf = (s: SubscriptionRow, now: Date) => subscriptionFlags({ gateway_status: s.gatewayStatus, ends_at: s.endsAt, trial_ends_at: s.trialEndsAt }, now)

/** The date fields the input names (null clears one), as row values. */
function datesOf(input: { renews_at?: string | null | undefined; ends_at?: string | null | undefined }): { renewsAt?: Date | null; endsAt?: Date | null } {
  return {
    ...(input.renews_at !== undefined ? { renewsAt: input.renews_at ? new Date(input.renews_at) : null } : {}),
    ...(input.ends_at !== undefined ? { endsAt: input.ends_at ? new Date(input.ends_at) : null } : {}),
  }
}

export interface SubscriptionsServiceDeps {
  repo: BillingRepo
  checkout: CheckoutService
  clock: () => Date
}

/** Listing and managing subscriptions: the subscriber's own, or anyone's with subscriptions.update. */
export function makeSubscriptionsService({ repo, checkout, clock }: SubscriptionsServiceDeps) {
  async function withPlan(row: SubscriptionRow): Promise<Subscription> {
    const [product, price] = await Promise.all([row.productId ? repo.product(row.productId) : null, row.priceId ? repo.price(row.priceId) : null])
    return serializeSubscription(row, clock(), {
      product: product ? (({ permissions: _p, ...rest }) => rest)(serializeProduct(product, [], [])) : null,
      price: price ? serializePrice(price) : null,
    })
  }

  /** The subscription, if the viewer owns it or manages subscriptions. */
  async function owned(viewer: Viewer, id: number): Promise<SubscriptionRow> {
    const row = await repo.subscription(id)
    if (!row) throw notFound()
    if (row.userId !== viewer.userId && !viewer.can(MANAGE)) throw forbidden()
    return row
  }

  const service = {
    withPlan,

    /** A page, newest first: anyone's (or one user's) for subscriptions.update, else the viewer's own; `query` searches. */
    async list(viewer: Viewer, q: SubscriptionListQuery): Promise<Pagination<Subscription>> {
      const userId = viewer.can(MANAGE) ? q.user_id : viewer.userId!
      const w = pageWindow(q, PER_PAGE)
      const filter = { userId, query: q.query?.trim() || null }
      const [rows, total] = await Promise.all([repo.listSubscriptions(filter, w.offset, w.limit), q.paginate === 'lengthAware' ? repo.countSubscriptions(filter) : undefined])
      const page = toPagination(rows, w, total)
      const data = await Promise.all(
        page.data.map(async ({ sub, user }) => ({ ...(await withPlan(sub)), user: { id: user.id, email: user.email, name: displayName(user) } })),
      )
      return { ...page, data }
    },

    /** One subscription with its plan and user: the owner's, or anyone's for subscriptions.update. */
    async show(viewer: Viewer, id: number): Promise<Subscription> {
      const row = await owned(viewer, id)
      const user = await repo.user(row.userId)
      return { ...(await withPlan(row)), ...(user ? { user: { id: user.id, email: user.email, name: displayName(user) } } : {}) }
    },

    /**
     * Admin: a plan given by hand, without a gateway. A user who already holds a valid plan is refused
     * (422 naming the user field): the admin edits that one instead, so nothing is granted twice.
     */
    async create(input: CreateSubscriptionInput): Promise<Subscription> {
      const userField = input.user_id !== undefined ? 'user_id' : 'user_email'
      const userId = input.user_id ?? (input.user_email ? await repo.userIdByEmail(input.user_email) : null)
      if (!userId || !(await repo.user(userId))) throw validationError({ [userField]: userField === 'user_id' ? 'The user does not exist.' : 'No user has this e-mail address.' })
      const price = await repo.price(input.price_id)
      if (!price) throw validationError({ price_id: 'The price does not exist.' })
      const dates = datesOf(input)
      const now = clock()
      const current = await repo.subscriptionsOfUser(userId)
      if (current.some((s) => flagsOf(s, now).valid)) throw validationError({ [userField]: 'This user already has a subscription; edit it instead.' })
      const row = await repo.insertSubscription({
        userId,
        priceId: price.id,
        productId: price.productId,
        gatewayName: 'none',
        gatewayStatus: 'active',
        renewsAt: dates.renewsAt ?? null,
        endsAt: dates.endsAt ?? null,
        description: input.description ?? null,
        gatewaySyncedAt: now,
      })
      return withPlan(row)
    },

    /**
     * Admin edit. A plan given by hand takes any price and dates. A Stripe or PayPal subscription's
     * dates belong to the gateway (its next event would overwrite them): cancel or renew it instead;
     * its price changes through the gateway as on /billing/change-plan.
     */
    async update(viewer: Viewer, id: number, input: UpdateSubscriptionInput): Promise<Subscription> {
      const row = await repo.subscription(id)
      if (!row) throw notFound()
      const price = input.price_id ? await repo.price(input.price_id) : null
      if (input.price_id && !price) throw validationError({ price_id: 'The price does not exist.' })
      const dates = datesOf(input)
      if (row.gatewayName !== 'none' && Object.keys(dates).length) {
        const field = 'endsAt' in dates ? 'ends_at' : 'renews_at'
        throw validationError({ [field]: 'The payment gateway sets the dates of this subscription; cancel or renew it instead.' })
      }
      if (price && price.id !== row.priceId && row.gatewayName !== 'none') await service.changePlan(viewer, id, price.productId, price.id)
      const updated = await repo.updateSubscription(id, {
        ...(price && row.gatewayName === 'none' ? { priceId: price.id, productId: price.productId } : {}),
        ...dates,
        ...(input.description !== undefined ? { description: input.description ?? null } : {}),
        gatewaySyncedAt: row.gatewayName === 'none' ? clock() : row.gatewaySyncedAt,
      })
      return withPlan(updated)
    },

    /** Cancel at period end (grace period), or at once and delete the row with `delete` (admins only). */
    async cancel(viewer: Viewer, id: number, remove: boolean): Promise<Subscription | null> {
      const row = await owned(viewer, id)
      if (remove && !viewer.can(MANAGE)) throw forbidden()
      const g = await checkout.enabled()
      const now = clock()
      if (row.gatewayName === 'stripe' && row.gatewayId && g.stripe) {
        const gs = remove ? await g.stripe.cancelNow(row.gatewayId) : await g.stripe.cancelAtPeriodEnd(row.gatewayId, true)
        const updated = await applyState(repo, row, stripeStateValues(gs, now), now, true)
        if (remove) await repo.deleteSubscription(id)
        return remove ? null : withPlan(updated)
      }
      if (row.gatewayName === 'paypal' && row.gatewayId && g.paypal) await g.paypal.cancel(row.gatewayId, 'Cancelled by the subscriber')
      if (remove) {
        await repo.deleteSubscription(id)
        return null
      }
      // PayPal and manual plans: paid through renews_at, then over.
      const endsAt = row.renewsAt && row.renewsAt > now ? row.renewsAt : now
      return withPlan(await repo.updateSubscription(id, { endsAt, renewsAt: null, gatewaySyncedAt: now }))
    },

    /** Undo a cancel while on the grace period (billing/renew). */
    async resume(viewer: Viewer, id: number): Promise<Subscription> {
      const row = await owned(viewer, id)
      const now = clock()
      if (!row.endsAt || row.endsAt <= now) throw validationError({ subscription: 'Only a cancelled subscription still on its grace period can be renewed.' })
      const g = await checkout.enabled()
      if (row.gatewayName === 'stripe' && row.gatewayId && g.stripe) {
        return withPlan(await applyState(repo, row, stripeStateValues(await g.stripe.cancelAtPeriodEnd(row.gatewayId, false), now), now, true))
      }
      if (row.gatewayName === 'paypal') throw validationError({ subscription: 'A cancelled PayPal subscription cannot be renewed; subscribe again when it ends.' })
      return withPlan(await repo.updateSubscription(id, { endsAt: null, renewsAt: row.endsAt, gatewaySyncedAt: now }))
    },

    async changePlan(viewer: Viewer, id: number, newProductId: number, newPriceId: number): Promise<Subscription> {
      const row = await owned(viewer, id)
      const price = await checkout.priceOf(newProductId, newPriceId, { product: 'newProductId', price: 'newPriceId' })
      const g = await checkout.enabled()
      const now = clock()
      if (row.gatewayName === 'stripe' && row.gatewayId && g.stripe) {
        if (!price.stripeId) throw validationError({ newPriceId: 'This price is not available for card payments.' })
        const gs = await g.stripe.changePrice(row.gatewayId, price.stripeId)
        const updated = await applyState(repo, row, stripeStateValues(gs, now), now, true)
        return withPlan(await repo.updateSubscription(updated.id, { priceId: price.id, productId: price.productId }))
      }
      if (row.gatewayName === 'paypal') throw validationError({ newPriceId: 'PayPal plans are changed by subscribing again.' })
      return withPlan(await repo.updateSubscription(id, { priceId: price.id, productId: price.productId, endsAt: null }))
    },

    async invoices(userId: number, q: { page?: number; perPage?: number }): Promise<Pagination<Invoice>> {
      const w = pageWindow(q, PER_PAGE)
      const page = toPagination(await repo.invoicesOfUser(userId, w.offset, w.limit), w)
      return { ...page, data: page.data.map((r) => serializeInvoice(r.invoice, r.productName)) }
    },

    async invoice(viewer: Viewer, uuid: string) {
      const row = await repo.invoiceByUuid(uuid)
      if (!row) throw notFound()
      if (row.userId !== viewer.userId && !viewer.can(MANAGE)) throw forbidden()
      const user = await repo.user(row.userId)
      const g = await checkout.enabled()
      return { invoice: serializeInvoice(row.invoice, row.productName), user: { name: user ? displayName(user) : '', email: user?.email ?? '' }, address: g.invoiceAddress }
    },
  }
  return service
}

export type SubscriptionsService = ReturnType<typeof makeSubscriptionsService>

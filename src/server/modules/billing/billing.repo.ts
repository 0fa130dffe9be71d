import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { billingEvents, invoices, permissionables, permissions, prices, products, subscriptions, users } from '../../db/schema/index'

export type ProductRow = typeof products.$inferSelect
export type PriceRow = typeof prices.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type SubscriptionValues = Partial<Omit<typeof subscriptions.$inferInsert, 'id'>>
export type PriceValues = Omit<typeof prices.$inferInsert, 'id' | 'productId'>
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'uuid'>
/** Whose subscriptions, and the admin search text (already trimmed, non-empty when set). */
export interface SubscriptionFilter {
  userId?: number | undefined
  query?: string | null | undefined
}

/** The search's own name for subscriptions, apart from the outer list's. */
const matched = alias(subscriptions, 'matched')
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function productFilter(opts: { visibleOnly: boolean; query?: string }): SQL | undefined {
  return and(
    opts.visibleOnly ? eq(products.hidden, false) : undefined,
    opts.query ? sql`${products.name} ilike ${likePattern(opts.query)}` : undefined,
  )
}

/** `db` may be a transaction. */
export function makeBillingRepo(db: Db) {
  /**
   * The admin search matches the subscriber's name (users.search_name, folded and trigram-indexed like
   * the users list), e-mail (users_email_trgm_idx, migration 0013) or the plan's name. It is written as
   * `id in (by subscriber union by plan)` so Postgres can semi-join: matching users come from the
   * trigram indexes and their subscriptions from subscriptions_user_idx; the few matching plans are one
   * array. (An OR of two `in (subquery)` tests read every user for each search: 3-15x slower on 100k
   * users, see the 0016 decision.) The page stays limit + offset in created order like every admin list.
   */
  function subscriptionFilter(filter: SubscriptionFilter): SQL | undefined {
    let search: SQL | undefined
    if (filter.query) {
      const pattern = likePattern(filter.query)
      const folded = sql`lower(encore_unaccent(${pattern}))`
      const bySubscriber = db
        .select({ id: matched.id })
        .from(matched)
        .innerJoin(users, eq(users.id, matched.userId))
        .where(or(sql`${users.searchName} like ${folded}`, ilike(users.email, pattern)))
      const plans = db.select({ id: products.id }).from(products).where(sql`lower(encore_unaccent(${products.name})) like ${folded}`)
      const byPlan = db
        .select({ id: matched.id })
        .from(matched)
        .where(sql`${matched.productId} = any(array(${plans}))`)
      search = sql`${subscriptions.id} in (${bySubscriber} union ${byPlan})`
    }
    return and(filter.userId ? eq(subscriptions.userId, filter.userId) : undefined, search)
  }

  return {
    /** Plans ordered by position (§2.15); `visibleOnly` hides `hidden` ones from the public list. */
    async listProducts(opts: { visibleOnly: boolean; query?: string }, offset: number, limit: number): Promise<ProductRow[]> {
      return db.select().from(products).where(productFilter(opts)).orderBy(asc(products.position), asc(products.id)).offset(offset).limit(limit)
    },

    async countProducts(opts: { visibleOnly: boolean; query?: string }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(productFilter(opts))
      return row?.n ?? 0
    },

    async countSubscriptions(filter: SubscriptionFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscriptions).where(subscriptionFilter(filter))
      return row?.n ?? 0
    },

    async product(id: number): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
      return row ?? null
    },

    async pricesOf(productIds: number[]): Promise<PriceRow[]> {
      if (!productIds.length) return []
      return db.select().from(prices).where(inArray(prices.productId, productIds)).orderBy(asc(prices.id))
    },

    async price(id: number): Promise<PriceRow | null> {
      const [row] = await db.select().from(prices).where(eq(prices.id, id)).limit(1)
      return row ?? null
    },

    async priceByGatewayId(gateway: 'stripe' | 'paypal', gatewayId: string): Promise<PriceRow | null> {
      const column = gateway === 'stripe' ? prices.stripeId : prices.paypalId
      const [row] = await db.select().from(prices).where(eq(column, gatewayId)).limit(1)
      return row ?? null
    },

    async permissionsOf(productIds: number[]): Promise<{ productId: number; name: string }[]> {
      if (!productIds.length) return []
      return db
        .select({ productId: permissionables.permissionableId, name: permissions.name })
        .from(permissionables)
        .innerJoin(permissions, eq(permissions.id, permissionables.permissionId))
        .where(and(eq(permissionables.permissionableType, 'product'), inArray(permissionables.permissionableId, productIds)))
    },

    async insertProduct(values: ProductValues & { uuid: string }): Promise<ProductRow> {
      const [row] = await db.insert(products).values(values).returning()
      return row!
    },

    async updateProduct(id: number, values: Partial<ProductValues>): Promise<ProductRow> {
      const [row] = await db.update(products).set({ ...values, updatedAt: new Date() }).where(eq(products.id, id)).returning()
      return row!
    },

    async deleteProducts(ids: number[]): Promise<void> {
      await db.delete(permissionables).where(and(eq(permissionables.permissionableType, 'product'), inArray(permissionables.permissionableId, ids)))
      await db.delete(products).where(inArray(products.id, ids))
    },

    /** Replaces the plan's permissions; unknown names are ignored (the service validates them first). */
    async setProductPermissions(productId: number, names: string[]): Promise<void> {
      await db.delete(permissionables).where(and(eq(permissionables.permissionableType, 'product'), eq(permissionables.permissionableId, productId)))
      if (!names.length) return
      const rows = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names))
      if (rows.length) {
        await db.insert(permissionables).values(rows.map((r) => ({ permissionId: r.id, permissionableId: productId, permissionableType: 'product' })))
      }
    },

    async knownPermissions(names: string[]): Promise<string[]> {
      if (!names.length) return []
      const rows = await db.select({ name: permissions.name }).from(permissions).where(inArray(permissions.name, names))
      return rows.map((r) => r.name)
    },

    async insertPrice(productId: number, values: PriceValues): Promise<PriceRow> {
      const [row] = await db.insert(prices).values({ ...values, productId }).returning()
      return row!
    },

    async updatePrice(id: number, values: Partial<PriceValues>): Promise<PriceRow> {
      const [row] = await db.update(prices).set({ ...values, updatedAt: new Date() }).where(eq(prices.id, id)).returning()
      return row!
    },

    async deletePrices(ids: number[]): Promise<void> {
      if (ids.length) await db.delete(prices).where(inArray(prices.id, ids))
    },

    async subscription(id: number): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)
      return row ?? null
    },

    /** Row-locked read inside a transaction: two webhook deliveries for one subscription apply one after the other. */
    async subscriptionByGatewayIdForUpdate(gateway: string, gatewayId: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.gatewayName, gateway), eq(subscriptions.gatewayId, gatewayId)))
        .for('update')
        .limit(1)
      return row ?? null
    },

    async subscriptionsOfUser(userId: number): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(50)
    },

    async listSubscriptions(filter: SubscriptionFilter, offset: number, limit: number) {
      return db
        .select({ sub: subscriptions, user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username } })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(subscriptionFilter(filter))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .offset(offset)
        .limit(limit)
    },

    async insertSubscription(values: SubscriptionValues & { userId: number }): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning()
      return row!
    },

    async updateSubscription(id: number, values: SubscriptionValues): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set({ ...values, updatedAt: new Date() }).where(eq(subscriptions.id, id)).returning()
      return row!
    },

    async deleteSubscription(id: number): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.id, id))
    },

    /** Whether a webhook event id was applied already (a replay), read before any gateway call. */
    async eventRecorded(gateway: string, eventId: string): Promise<boolean> {
      const [row] = await db.select({ id: billingEvents.eventId }).from(billingEvents).where(and(eq(billingEvents.gateway, gateway), eq(billingEvents.eventId, eventId))).limit(1)
      return row !== undefined
    },

    async subscriptionByGatewayId(gateway: string, gatewayId: string): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.gatewayName, gateway), eq(subscriptions.gatewayId, gatewayId))).limit(1)
      return row ?? null
    },

    /** Records a webhook event id; false when it was recorded before (a replay). */
    async recordEvent(gateway: string, eventId: string, type: string): Promise<boolean> {
      const rows = await db.insert(billingEvents).values({ gateway, eventId, type }).onConflictDoNothing().returning({ id: billingEvents.eventId })
      return rows.length > 0
    },

    /** Inserts the invoice unless one with this gateway id exists; returns whether it was new. */
    async insertInvoiceOnce(values: Omit<typeof invoices.$inferInsert, 'id'>): Promise<boolean> {
      const rows = await db.insert(invoices).values(values).onConflictDoNothing().returning({ id: invoices.id })
      return rows.length > 0
    },

    async invoicesOfUser(userId: number, offset: number, limit: number) {
      return db
        .select({ invoice: invoices, productName: products.name })
        .from(invoices)
        .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
        .leftJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .offset(offset)
        .limit(limit)
    },

    async invoiceByUuid(uuid: string) {
      const [row] = await db
        .select({ invoice: invoices, productName: products.name, userId: subscriptions.userId })
        .from(invoices)
        .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
        .leftJoin(products, eq(products.id, subscriptions.productId))
        .where(eq(invoices.uuid, uuid))
        .limit(1)
      return row ?? null
    },

    async userIdByEmail(email: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1)
      return row?.id ?? null
    },

    async user(id: number) {
      const [row] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(eq(users.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type BillingRepo = ReturnType<typeof makeBillingRepo>

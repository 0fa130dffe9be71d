import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { billingEvents, invoices, permissionables, permissions, prices, products, subscriptions, users } from '../../db/schema/index'

export type ProductRow = typeof products.$inferSelect
export type PriceRow = typeof prices.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type InvoiceRow = typeof invoices.$inferSelect
export type SubscriptionValues = Partial<Omit<typeof subscriptions.$inferInsert, 'id'>>
export type PriceValues = Omit<typeof prices.$inferInsert, 'id' | 'productId'>
export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'uuid'>

function productFilter(opts: { visibleOnly: boolean; query?: string }): SQL | undefined {
  return and(
    opts.visibleOnly ? eq(products.hidden, false) : undefined,
    opts.query ? sql`${products.name} ilike ${'%' + opts.query.replace(/[\\%_]/g, '\\$&') + '%'}` : undefined,
  )
}

/** `db` may be a transaction. */
export function makeBillingRepo(db: Db) {
  return {
    /** Plans ordered by position (§2.15); `visibleOnly` hides `hidden` ones from the public list. */
    async listProducts(opts: { visibleOnly: boolean; query?: string }, offset: number, limit: number): Promise<ProductRow[]> {
      return db.select().from(products).where(productFilter(opts)).orderBy(asc(products.position), asc(products.id)).offset(offset).limit(limit)
    },

    async countProducts(opts: { visibleOnly: boolean; query?: string }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(productFilter(opts))
      return row?.n ?? 0
    },

    async countSubscriptions(filter: { userId?: number }): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscriptions).where(filter.userId ? eq(subscriptions.userId, filter.userId) : undefined)
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

    async listSubscriptions(filter: { userId?: number }, offset: number, limit: number) {
      return db
        .select({ sub: subscriptions, user: { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, username: users.username } })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(filter.userId ? eq(subscriptions.userId, filter.userId) : undefined)
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

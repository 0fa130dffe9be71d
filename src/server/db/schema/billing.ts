import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamps } from './columns'
import { users } from './users'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Plans (music-catalog §2.15). Permissions hang off `permissionables` with type `product`. */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: varchar('name', { length: 250 }).notNull(),
    description: text('description'),
    uuid: varchar('uuid', { length: 36 }).notNull(),
    featureList: jsonb('feature_list').$type<string[]>().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    free: boolean('free').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    availableSpace: integer('available_space'),
    ...timestamps(),
  },
  (t) => [index('products_position_idx').on(t.position, t.id), uniqueIndex('products_uuid_unique').on(t.uuid)],
)

export const prices = pgTable(
  'prices',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 13, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    interval: varchar('interval', { length: 10 }).notNull().default('month'),
    intervalCount: integer('interval_count').notNull().default(1),
    stripeId: varchar('stripe_id', { length: 100 }),
    paypalId: varchar('paypal_id', { length: 100 }),
    default: boolean('default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [index('prices_product_idx').on(t.productId)],
)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    description: text('description'),
    gatewayName: varchar('gateway_name', { length: 20 }).notNull().default('none'),
    gatewayId: varchar('gateway_id', { length: 100 }),
    gatewayStatus: varchar('gateway_status', { length: 30 }).notNull().default('active'),
    /** The Stripe customer (or PayPal payer) the gateway id belongs to. */
    gatewayCustomerId: varchar('gateway_customer_id', { length: 100 }),
    trialEndsAt: at('trial_ends_at'),
    endsAt: at('ends_at'),
    renewsAt: at('renews_at'),
    /** Time of the newest gateway event applied: an older event never overwrites a newer state. */
    gatewaySyncedAt: at('gateway_synced_at'),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('subscriptions_gateway_unique').on(t.gatewayName, t.gatewayId),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
  ],
)

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    paid: boolean('paid').notNull().default(false),
    uuid: varchar('uuid', { length: 20 }).notNull(),
    notes: text('notes'),
    notified: boolean('notified').notNull().default(false),
    /** The gateway's invoice or sale id: a replayed payment event finds its invoice instead of adding one. */
    gatewayId: varchar('gateway_id', { length: 100 }),
    amount: numeric('amount', { precision: 13, scale: 2 }),
    currency: varchar('currency', { length: 3 }),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_uuid_unique').on(t.uuid),
    uniqueIndex('invoices_gateway_unique').on(t.gatewayId),
    index('invoices_subscription_idx').on(t.subscriptionId, t.createdAt),
  ],
)

/** Webhook events already applied, per gateway: a replay is answered 200 and changes nothing. */
export const billingEvents = pgTable(
  'billing_events',
  {
    gateway: varchar('gateway', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 191 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('billing_events_unique').on(t.gateway, t.eventId)],
)

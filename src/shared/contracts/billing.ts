import { z } from 'zod'
import { idSchema, safeText } from './ids'
import { PageQuerySchema, paginationOf } from './pagination'

/** Billing and checkout contracts (music-catalog §2.15, §3.10). Amounts travel as numbers with 2 decimals. */

export const PRICE_INTERVALS = ['day', 'week', 'month', 'year'] as const
export const GATEWAYS = ['stripe', 'paypal', 'none'] as const

export const PriceSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  amount: z.number(),
  currency: z.string(),
  interval: z.enum(PRICE_INTERVALS),
  interval_count: z.number(),
  default: z.boolean(),
  stripe_id: z.string().nullable(),
  paypal_id: z.string().nullable(),
})
export type Price = z.infer<typeof PriceSchema>

export const ProductPermissionSchema = z.object({ name: z.string() })

export const ProductSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  hidden: z.boolean(),
  recommended: z.boolean(),
  free: z.boolean(),
  position: z.number(),
  available_space: z.number().nullable(),
  feature_list: z.array(z.string()),
  prices: z.array(PriceSchema),
  permissions: z.array(ProductPermissionSchema),
})
export type Product = z.infer<typeof ProductSchema>

export const ProductListResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(ProductSchema) })
export const ProductResponseSchema = z.object({ status: z.literal('success'), product: ProductSchema })

const money = z.coerce
  .number({ error: 'The amount must be a number.' })
  .min(0, 'The amount may not be negative.')
  .max(99_999_999_999.99, 'The amount is too large.')
  .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'The amount may have at most 2 decimals.')

export const PriceInputSchema = z.object({
  id: idSchema.optional(),
  amount: money,
  currency: z.string().regex(/^[A-Za-z]{3}$/, 'The currency must be a 3-letter code.').transform((c) => c.toUpperCase()),
  interval: z.enum(PRICE_INTERVALS).default('month'),
  interval_count: z.coerce.number().int().min(1).max(365).default(1),
  /** The PayPal billing plan of this price (created in PayPal); empty clears it. */
  paypal_id: safeText(100).nullish(),
})
export type PriceInput = z.infer<typeof PriceInputSchema>

export const SaveProductInputSchema = z
  .object({
    name: safeText(250).trim().min(1, 'The name field is required.'),
    description: safeText(5000).nullish(),
    permissions: z.array(safeText(100)).max(200).default([]),
    recommended: z.boolean().default(false),
    hidden: z.boolean().default(false),
    free: z.boolean().default(false),
    position: z.coerce.number().int().min(0).max(10000).default(0),
    available_space: z.coerce.number().int().min(0).nullish(),
    feature_list: z.array(safeText(250)).max(50).default([]),
    prices: z.array(PriceInputSchema).max(20).default([]),
  })
  .refine((p) => p.free || p.prices.length > 0, { path: ['prices'], message: 'A paid plan needs at least one price.' })
export type SaveProductInput = z.infer<typeof SaveProductInputSchema>

export const ProductListQuerySchema = PageQuerySchema.extend({ query: safeText(250).optional() })

export const SubscriptionSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  price_id: z.number().nullable(),
  product_id: z.number().nullable(),
  gateway_name: z.enum(GATEWAYS),
  gateway_id: z.string().nullable(),
  gateway_status: z.string(),
  description: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  renews_at: z.string().nullable(),
  created_at: z.string(),
  active: z.boolean(),
  valid: z.boolean(),
  on_grace_period: z.boolean(),
  on_trial: z.boolean(),
  cancelled: z.boolean(),
  past_due: z.boolean(),
  product: ProductSchema.omit({ permissions: true }).nullable().optional(),
  price: PriceSchema.nullable().optional(),
  user: z.object({ id: z.number(), email: z.string(), name: z.string() }).optional(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionResponseSchema = z.object({ status: z.literal('success'), subscription: SubscriptionSchema })
export const SubscriptionListResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(SubscriptionSchema) })
/**
 * `query` (the admin table's search box): the subscriber's name or e-mail, or the plan's name. The
 * subscriber's own list takes it too, within their own subscriptions.
 */
export const SubscriptionListQuerySchema = PageQuerySchema.extend({ user_id: idSchema.optional(), query: safeText(255).optional() })
export type SubscriptionListQuery = z.infer<typeof SubscriptionListQuerySchema>

const subscriptionFields = {
  price_id: idSchema,
  renews_at: z.iso.datetime({ error: 'The renewal date is invalid.' }).nullish(),
  ends_at: z.iso.datetime({ error: 'The end date is invalid.' }).nullish(),
  description: safeText(500).nullish(),
}

/**
 * Admin: give a user a plan by hand (gateway `none`). The user is named by id or, from the admin form,
 * by e-mail (a subscriptions manager need not be allowed to list users).
 */
export const CreateSubscriptionInputSchema = z
  .object({
    user_id: idSchema.optional(),
    user_email: z.email({ error: 'The e-mail address is invalid.' }).max(255).optional(),
    ...subscriptionFields,
  })
  .refine((v) => v.user_id !== undefined || v.user_email !== undefined, { path: ['user_email'], message: 'Choose the user who gets the plan.' })
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionInputSchema>
export const UpdateSubscriptionInputSchema = z.object(subscriptionFields).partial()
export type UpdateSubscriptionInput = z.infer<typeof UpdateSubscriptionInputSchema>

export const CancelSubscriptionInputSchema = z.object({ delete: z.boolean().optional() }).optional()
export const ChangePlanInputSchema = z.object({ newProductId: idSchema, newPriceId: idSchema })

export const PartialSubscriptionInputSchema = z.object({
  product_id: idSchema,
  price_id: idSchema,
  start_date: z.iso.datetime().nullish(),
})
/** `clientSecret` of the spec, plus what the browser needs to load Stripe.js for it. */
export const ClientSecretResponseSchema = z.object({
  status: z.literal('success'),
  clientSecret: z.string(),
  publishableKey: z.string(),
  stripeJsUrl: z.string().nullable(),
})
export const ChangePaymentMethodInputSchema = z.object({ payment_method_id: safeText(255).min(1) })
export const StoreStripeDetailsInputSchema = z.object({ payment_intent_id: safeText(255).min(1) })
export const StorePaypalDetailsInputSchema = z.object({ paypal_subscription_id: safeText(255).min(1) })

export const InvoiceSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  subscription_id: z.number(),
  paid: z.boolean(),
  notes: z.string().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  created_at: z.string(),
  product_name: z.string().nullable(),
})
export type Invoice = z.infer<typeof InvoiceSchema>
export const InvoiceListResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(InvoiceSchema) })
export const InvoiceResponseSchema = z.object({
  status: z.literal('success'),
  invoice: InvoiceSchema,
  user: z.object({ name: z.string(), email: z.string() }),
  address: z.string().nullable(),
})
export const InvoiceUuidParamsSchema = z.object({ uuid: z.string().regex(/^[A-Za-z0-9]{6,20}$/, 'The invoice id is invalid.') })

/** What the pricing and checkout pages need to know about the gateways (no secrets). */
export const BillingConfigSchema = z.object({
  status: z.literal('success'),
  stripe: z.object({ enabled: z.boolean(), publishableKey: z.string().nullable(), jsUrl: z.string().nullable() }),
  paypal: z.object({ enabled: z.boolean(), clientId: z.string().nullable(), jsUrl: z.string().nullable() }),
})
export type BillingConfig = z.infer<typeof BillingConfigSchema>
export const OkResponseSchema = z.object({ status: z.literal('success') })

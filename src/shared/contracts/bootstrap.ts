import { z } from 'zod'

/**
 * Theme CSS variables (platform-core §3 Theme.values). Every value is an "r g b" triple of 0–255
 * channels (e.g. "255 255 255"), so Tailwind can add alpha: `rgb(var(--be-primary) / 0.5)`.
 * --be-radius is the exception: a CSS length. The client maps exactly these names to its tokens.
 */
export const THEME_COLOR_VARIABLES = [
  '--be-background',
  '--be-background-alt',
  '--be-background-chip',
  '--be-foreground',
  '--be-foreground-muted',
  '--be-paper',
  '--be-primary',
  '--be-primary-light',
  '--be-primary-dark',
  '--be-on-primary',
  '--be-accent',
  '--be-on-accent',
  '--be-muted',
  '--be-border',
  '--be-danger',
  '--be-positive',
  '--be-warning',
  '--be-focus',
  '--be-navbar',
  '--be-on-navbar',
] as const
export const THEME_VARIABLES = [...THEME_COLOR_VARIABLES, '--be-radius'] as const
export type ThemeVariable = (typeof THEME_VARIABLES)[number]

export const ThemeSchema = z.object({
  id: z.number(),
  name: z.string(),
  values: z.record(z.string(), z.string()),
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
})
export type Theme = z.infer<typeof ThemeSchema>

export const RestrictionSchema = z.object({ name: z.string(), value: z.union([z.number(), z.boolean(), z.null()]) })
export const PermissionGrantSchema = z.object({ name: z.string(), restrictions: z.array(RestrictionSchema) })
export const RoleRefSchema = z.object({ id: z.number(), name: z.string() })

export const GuestRoleSchema = z.object({ id: z.number(), name: z.string(), permissions: z.array(PermissionGrantSchema) })

const isoDate = z.string().nullable()

export const BootstrapSubscriptionSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  price_id: z.number().nullable(),
  gateway_name: z.string(),
  gateway_status: z.string(),
  ends_at: isoDate,
  renews_at: isoDate,
  active: z.boolean(),
  valid: z.boolean(),
  on_grace_period: z.boolean(),
  on_trial: z.boolean(),
  cancelled: z.boolean(),
  past_due: z.boolean(),
})
export type BootstrapSubscription = z.infer<typeof BootstrapSubscriptionSchema>

export const BootstrapUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  email_verified_at: isoDate,
  two_factor_confirmed_at: isoDate,
  has_password: z.boolean(),
  created_at: z.string(),
  unread_notifications_count: z.number(),
  roles: z.array(RoleRefSchema),
  permissions: z.array(PermissionGrantSchema),
  social_profiles: z.array(z.object({ service_name: z.string(), username: z.string().nullable() })),
  /** Managed artists with the user's role on each (music-catalog §3.9). */
  artists: z.array(z.object({ id: z.number(), name: z.string(), image_small: z.string().nullable(), role: z.string() })),
  /** Newest first (platform-core §3 User): subscribed = any valid; menus use active (§6). */
  subscriptions: z.array(BootstrapSubscriptionSchema),
  model_type: z.literal('user'),
})
export type BootstrapUser = z.infer<typeof BootstrapUserSchema>

export const CompactPlaylistSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  owner_id: z.number(),
  public: z.boolean(),
  collaborative: z.boolean(),
  updated_at: z.string(),
  model_type: z.literal('playlist'),
})

/** likeable/repostable type → id → true, so the client answers "is it in my library?" without a request. */
const IdMapSchema = z.record(z.string(), z.record(z.string(), z.literal(true)))

export const BootstrapDataSchema = z.object({
  status: z.literal('success'),
  user: BootstrapUserSchema.nullable(),
  settings: z.record(z.string(), z.unknown()),
  themes: z.array(ThemeSchema),
  i18n: z.object({ language: z.string(), lines: z.record(z.string(), z.string()) }),
  guest_role: GuestRoleSchema.nullable(),
  show_cookie_notice: z.boolean(),
  likes: IdMapSchema,
  reposts: IdMapSchema,
  playlists: z.array(CompactPlaylistSchema),
})
export type BootstrapData = z.infer<typeof BootstrapDataSchema>

import { z } from 'zod'

/**
 * Who sees a person (STYLE 7.6). Every answer that carries a user is built from one of three
 * allow-lists, chosen by who asks: the public profile (everyone), the own account (the user
 * themself) and the admin view (holders of users.update). A field on no list is never copied, so a
 * new column stays private until it is added here on purpose. Secrets (the password hash, the
 * two-factor secret and recovery codes, token secrets) are not even named in UserFieldsSchema.
 */

export const UserProfileFieldsSchema = z.object({
  description: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
})
export const UserLinkSchema = z.object({ id: z.number().int(), url: z.string(), title: z.string().nullable() })

const RestrictionOutSchema = z.object({ name: z.string(), value: z.union([z.number(), z.boolean(), z.null()]) })
const when = z.string().nullable()

/** Every field some view of a person may carry, under its public name. */
export const UserFieldsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  model_type: z.literal('user'),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
  profile: UserProfileFieldsSchema.nullable(),
  /** A URL stored without a scheme reads with `https://` (music-catalog §2.3). */
  links: z.array(UserLinkSchema),
  followers_count: z.number().int(),
  followed_users_count: z.number().int(),
  email: z.string(),
  email_verified_at: when,
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  has_password: z.boolean(),
  two_factor_confirmed_at: when,
  /** Two-factor state 1 (platform-core §4): a secret exists, not yet confirmed with a code. */
  two_factor_setup_pending: z.boolean(),
  two_factor_enabled: z.boolean(),
  social_profiles: z.array(z.object({ id: z.number(), service_name: z.string(), username: z.string().nullable() })),
  /** Names and dates only: a token's secret is shown once, when it is created. */
  tokens: z.array(z.object({ id: z.number().int(), name: z.string(), last_used_at: when, created_at: z.string() })),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(RestrictionOutSchema) })),
  banned_at: when,
  updated_at: z.string(),
  sessions_count: z.number().int(),
})
export type UserFields = z.infer<typeof UserFieldsSchema>
type UserField = keyof UserFields

/** A person in a list (followers, comments, owners, search): a subset of the public profile. */
export const USER_REF_FIELDS = ['id', 'name', 'image', 'model_type'] as const satisfies readonly UserField[]

export const PUBLIC_PROFILE_FIELDS = [
  ...USER_REF_FIELDS,
  'first_name',
  'last_name',
  'username',
  'created_at',
  'profile',
  'links',
  'followers_count',
  'followed_users_count',
] as const satisfies readonly UserField[]

export const OWN_ACCOUNT_FIELDS = [
  ...USER_REF_FIELDS,
  'first_name',
  'last_name',
  'username',
  'email',
  'email_verified_at',
  'language',
  'country',
  'timezone',
  'has_password',
  'two_factor_confirmed_at',
  'two_factor_setup_pending',
  'social_profiles',
  'tokens',
  'roles',
  'permissions',
] as const satisfies readonly UserField[]

export const ADMIN_VIEW_FIELDS = [
  ...USER_REF_FIELDS,
  'first_name',
  'last_name',
  'username',
  'email',
  'email_verified_at',
  'language',
  'country',
  'timezone',
  'banned_at',
  'created_at',
  'updated_at',
  'has_password',
  'two_factor_enabled',
  'sessions_count',
  'roles',
  'permissions',
  'tokens',
] as const satisfies readonly UserField[]

/** Keys a guest or another plain user must never receive about someone else. */
export const PRIVATE_USER_KEYS = ['email', 'tokens', 'permissions', 'password'] as const

type Mask<K extends string> = { [P in K]: true }

/** The zod `.pick` mask of an allow-list. */
export function fieldMask<const K extends string>(fields: readonly K[]): Mask<K> {
  return Object.fromEntries(fields.map((f) => [f, true])) as Mask<K>
}

/** Copies only the listed fields: what the server answers is built up from the list, never trimmed down. */
export function pickFields<T extends object, const K extends keyof T>(source: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const f of fields) out[f] = source[f]
  return out
}

export const PublicProfileSchema = UserFieldsSchema.pick(fieldMask(PUBLIC_PROFILE_FIELDS))
export type PublicProfile = z.infer<typeof PublicProfileSchema>
export const OwnAccountSchema = UserFieldsSchema.pick(fieldMask(OWN_ACCOUNT_FIELDS))
export type OwnAccount = z.infer<typeof OwnAccountSchema>
export const AdminUserViewSchema = UserFieldsSchema.pick(fieldMask(ADMIN_VIEW_FIELDS))
export type AdminUserView = z.infer<typeof AdminUserViewSchema>

import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, searchIndexes, searchName, timestamps } from './columns'

export const users = pgTable(
  'users',
  {
    id: id(),
    email: varchar('email', { length: 255 }).notNull(),
    password: text('password'),
    username: varchar('username', { length: 100 }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    image: text('image'),
    gender: varchar('gender', { length: 20 }),
    language: varchar('language', { length: 10 }),
    country: varchar('country', { length: 10 }),
    timezone: varchar('timezone', { length: 64 }),
    availableSpace: integer('available_space'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    twoFactorSecret: text('two_factor_secret'),
    /** SHA-256 hashes (hex) of the unused recovery codes (migration 0014); the plain codes are shown once. */
    twoFactorRecoveryCodes: jsonb('two_factor_recovery_codes').$type<string[]>(),
    twoFactorConfirmedAt: timestamp('two_factor_confirmed_at', { withTimezone: true }),
    searchName: searchName(`coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, '')`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    ...searchIndexes('users', t.searchName),
    // E-mail search anywhere in the address: admin users and subscriptions lists (migration 0013).
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // Admin list order (migration 0008).
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** Server-side sessions: the cookie holds a random id, its hash is stored here. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    xsrfToken: varchar('xsrf_token', { length: 64 }),
    deviceType: varchar('device_type', { length: 20 }),
    platform: varchar('platform', { length: 60 }),
    browser: varchar('browser', { length: 60 }),
    city: varchar('city', { length: 100 }),
    country: varchar('country', { length: 10 }),
    ipAddress: varchar('ip_address', { length: 64 }),
    userAgent: text('user_agent'),
    passwordConfirmedAt: timestamp('password_confirmed_at', { withTimezone: true }),
    twoFactorPending: boolean('two_factor_pending').notNull().default(false),
    /** "Stay signed in": fixed 30-day expiry; otherwise the expiry slides 2 h past the last request. */
    remember: boolean('remember').notNull().default(false),
    lastActive: timestamp('last_active', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_sessions_token_unique').on(t.tokenHash), index('user_sessions_user_idx').on(t.userId)],
)

export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('pat_token_unique').on(t.tokenHash), index('pat_user_idx').on(t.userId)],
)

export const socialProfiles = pgTable(
  'social_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceName: varchar('service_name', { length: 30 }).notNull(),
    userServiceId: varchar('user_service_id', { length: 255 }).notNull(),
    username: varchar('username', { length: 255 }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('social_profiles_service_unique').on(t.serviceName, t.userServiceId),
    index('social_profiles_user_idx').on(t.userId),
  ],
)

/** Single-use codes: e-mail verification (6 digits) and password reset tokens, stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    codeHash: varchar('code_hash', { length: 128 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose)],
)

/** One table serves users and artists (music-catalog §2.4). */
export const userProfiles = pgTable('user_profiles', {
  id: id(),
  description: text('description'),
  city: varchar('city', { length: 100 }),
  country: varchar('country', { length: 100 }),
  userId: integer('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  artistId: integer('artist_id').unique(),
  ...timestamps(),
})

export const profileLinks = pgTable(
  'profile_links',
  {
    id: id(),
    url: text('url').notNull(),
    title: varchar('title', { length: 255 }),
    linkeableId: integer('linkeable_id').notNull(),
    linkeableType: varchar('linkeable_type', { length: 20 }).notNull(),
    ...timestamps(),
  },
  (t) => [index('profile_links_linkeable_idx').on(t.linkeableType, t.linkeableId)],
)

export const follows = pgTable(
  'follows',
  {
    id: id(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  // Both people lists read newest follow first, by id: these indexes serve the order and the keyset seek.
  (t) => [
    uniqueIndex('follows_pair_unique').on(t.followerId, t.followedId),
    index('follows_followed_id_idx').on(t.followedId, t.id.desc().nullsFirst()),
    index('follows_follower_id_idx').on(t.followerId, t.id.desc().nullsFirst()),
  ],
)

import { bigint, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { users } from './users'

/**
 * One credential per music app (issue 26). The app password is ENCRYPTED with the server key (not hashed):
 * the classic Subsonic token `t = md5(password + salt)` can only be checked with the plain password. The
 * API key is a bearer secret, so only its SHA-256 is kept.
 */
export const subsonicCredentials = pgTable(
  'subsonic_credentials',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** The login apps send as `u`: the account's username or e-mail when the credential was made. */
    username: varchar('username', { length: 255 }).notNull(),
    /** AES-256-GCM: base64url(iv).base64url(tag).base64url(ciphertext). */
    passwordEncrypted: text('password_encrypted').notNull(),
    apiKeyHash: varchar('api_key_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('subsonic_credentials_user_idx').on(t.userId, t.id),
    index('subsonic_credentials_username_idx').on(t.username),
    index('subsonic_credentials_api_key_idx').on(t.apiKeyHash),
  ],
)

/** getPlayQueue / savePlayQueue: one saved queue per user, for moving between apps. */
export const subsonicPlayQueues = pgTable('subsonic_play_queues', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trackIds: jsonb('track_ids').$type<number[]>().notNull(),
  currentId: integer('current_id'),
  positionMs: bigint('position_ms', { mode: 'number' }).notNull().default(0),
  changedBy: varchar('changed_by', { length: 100 }).notNull().default(''),
  changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

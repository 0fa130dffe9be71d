import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Fixed-window attempt counters for login, e-mail code and two-factor throttling. Kept in the database
 * (not process memory) so several server processes share one limit.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: varchar('key', { length: 191 }).primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

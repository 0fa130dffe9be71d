import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Shared column builders so every table spells ids and timestamps the same way. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() })

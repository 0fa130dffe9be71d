import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamps } from './columns'

export const channels = pgTable('channels', {
  id: id(),
  slug: varchar('slug', { length: 50 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  internal: boolean('internal').notNull().default(false),
  description: varchar('description', { length: 500 }),
  type: varchar('type', { length: 10 }).notNull().default('channel'),
  public: boolean('public').notNull().default(true),
  userId: integer('user_id'),
  config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps(),
}, (t) => [
  // The admin list (by type, newest change first) and the case-insensitive name check (0010).
  index('channels_type_updated_idx').on(t.type, t.updatedAt, t.id),
  index('channels_name_lower_idx').on(sql`lower(${t.name})`),
])

/** channelable_type: `artist` | `album` | `track` | `playlist` | `user` | `genre` | `channel`. */
export const channelables = pgTable(
  'channelables',
  {
    id: id(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    channelableType: varchar('channelable_type', { length: 20 }).notNull(),
    channelableId: integer('channelable_id').notNull(),
    order: integer('order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('channelables_unique').on(t.channelableType, t.channelableId, t.channelId),
    index('channelables_channel_order_idx').on(t.channelId, t.order),
  ],
)


import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamps } from './columns'
import { users } from './users'

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: varchar('type', { length: 100 }).notNull(),
    notifiableType: varchar('notifiable_type', { length: 20 }).notNull().default('user'),
    notifiableId: integer('notifiable_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('notifications_notifiable_idx').on(t.notifiableType, t.notifiableId, t.createdAt.desc().nullsFirst()),
    // The unread count (bootstrap, every mark-as-read answer, live updates) reads only unread rows.
    index('notifications_unread_idx').on(t.notifiableType, t.notifiableId).where(sql`${t.readAt} is null`),
  ],
)

export const notificationSubscriptions = pgTable(
  'notification_subscriptions',
  {
    id: id(),
    notifId: varchar('notif_id', { length: 100 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channels: jsonb('channels').$type<Record<string, boolean>>().notNull(),
  },
  (t) => [uniqueIndex('notification_subscriptions_user_notif_unique').on(t.userId, t.notifId)],
)

/** Browser push subscriptions (the browser's PushSubscription): one row per endpoint, removed when the push service answers 404/410. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: varchar('p256dh', { length: 120 }).notNull(),
    auth: varchar('auth', { length: 60 }).notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
)

/** Every mail the site sends; when MAIL_URL is unset this is where mails go (the admin area shows it). */
export const outgoingEmails = pgTable(
  'outgoing_emails',
  {
    id: id(),
    to: varchar('to', { length: 255 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: varchar('status', { length: 20 }).notNull().default('logged'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_emails_to_idx').on(t.to, t.createdAt.desc().nullsFirst()),
    // The admin outgoing-email log pages over every mail, newest first.
    index('outgoing_emails_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
)

/** Replays of offline mutations: a repeated key returns the first answer and changes nothing. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: varchar('key', { length: 100 }).primaryKey(),
    userId: integer('user_id'),
    method: varchar('method', { length: 10 }).notNull(),
    path: text('path').notNull(),
    statusCode: integer('status_code').notNull(),
    body: text('body').notNull(),
    ...timestamps(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.createdAt)],
)

import { boolean, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { roles } from './roles'
import { users } from './users'

/** Teams (platform-core §3, music-catalog §2.18); only used when WORKSPACES_ENABLED is on. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('workspaces_owner_idx').on(t.ownerId)],
)

/** Membership with a workspace role (a `roles` row of type `workspace`); the owner is a member too. */
export const workspaceUser = pgTable(
  'workspace_user',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    isOwner: boolean('is_owner').notNull().default(false),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_user_user_idx').on(t.userId, t.workspaceId)],
)

/** A pending invite; the uuid is the secret the e-mail and the notification carry. Used once, then deleted. */
export const workspaceInvites = pgTable(
  'workspace_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 255 }).notNull(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspace_invites_workspace_email_unique').on(t.workspaceId, t.email), index('workspace_invites_email_idx').on(t.email)],
)

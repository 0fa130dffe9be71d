import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { users } from './users'

export interface PermissionRestriction {
  name: string
  value: number | boolean | null
}

export const roles = pgTable('roles', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: text('description'),
  default: boolean('default').notNull().default(false),
  guests: boolean('guests').notNull().default(false),
  internal: boolean('internal').notNull().default(false),
  artists: boolean('artists').notNull().default(false),
  type: varchar('type', { length: 20 }).notNull().default('sitewide'),
  order: integer('order').notNull().default(0),
  ...timestamps(),
})

export const permissions = pgTable('permissions', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  displayName: varchar('display_name', { length: 150 }),
  description: text('description'),
  group: varchar('group', { length: 50 }),
  type: varchar('type', { length: 20 }).notNull().default('sitewide'),
  advanced: boolean('advanced').notNull().default(false),
  restrictions: jsonb('restrictions').$type<PermissionRestriction[]>(),
  ...timestamps(),
})

/** permissionable_type is `role`, `user` or `product` (music-catalog §1.5: short strings, never class names). */
export const permissionables = pgTable(
  'permissionables',
  {
    id: id(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    permissionableId: integer('permissionable_id').notNull(),
    permissionableType: varchar('permissionable_type', { length: 20 }).notNull(),
    restrictions: jsonb('restrictions').$type<PermissionRestriction[]>(),
  },
  (t) => [
    uniqueIndex('permissionables_unique').on(t.permissionId, t.permissionableId, t.permissionableType),
    index('permissionables_owner_idx').on(t.permissionableType, t.permissionableId),
  ],
)

export const userRole = pgTable(
  'user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
)

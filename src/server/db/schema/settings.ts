import { boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'

/** Flattened dot keys (`player.default_volume`); values are JSON. Defaults live in code, rows hold overrides. */
export const settings = pgTable('settings', {
  id: id(),
  name: varchar('name', { length: 191 }).notNull().unique(),
  value: jsonb('value'),
  private: boolean('private').notNull().default(false),
  ...timestamps(),
})

export const themes = pgTable('themes', {
  id: id(),
  name: varchar('name', { length: 100 }).notNull(),
  values: jsonb('values').$type<Record<string, string>>().notNull(),
  isDark: boolean('is_dark').notNull().default(false),
  defaultLight: boolean('default_light').notNull().default(false),
  defaultDark: boolean('default_dark').notNull().default(false),
  ...timestamps(),
})

export const customPages = pgTable('custom_pages', {
  id: id(),
  title: varchar('title', { length: 255 }).notNull(),
  body: text('body').notNull().default(''),
  slug: varchar('slug', { length: 255 }).notNull().unique(),
  type: varchar('type', { length: 30 }).notNull().default('default'),
  meta: jsonb('meta'),
  hideNav: boolean('hide_nav').notNull().default(false),
  userId: integer('user_id'),
  ...timestamps(),
})

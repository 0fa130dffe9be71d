import { index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id, timestamps } from './columns'

/** Languages the admin adds (music-product §2 localizations); `lines` maps a source string to its translation. */
export const localizations = pgTable('localizations', {
  id: id(),
  language: varchar('language', { length: 10 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  lines: jsonb('lines').$type<Record<string, string>>().notNull().default({}),
  ...timestamps(),
})

/** Server errors (5xx) recorded by the error handler; the admin error log lists and downloads them. */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: id(),
    status: integer('status').notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    url: varchar('url', { length: 2000 }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
)

/** One row per run of a scheduled background task (the admin schedule log). */
export const scheduleRuns = pgTable(
  'schedule_runs',
  {
    id: id(),
    task: varchar('task', { length: 100 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    output: text('output'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('schedule_runs_started_idx').on(t.startedAt.desc().nullsFirst(), t.id.desc().nullsFirst()), index('schedule_runs_task_idx').on(t.task, t.startedAt.desc().nullsFirst())],
)

export type ErrorLogRow = typeof errorLogs.$inferSelect
export type ScheduleRunRow = typeof scheduleRuns.$inferSelect
export type LocalizationRow = typeof localizations.$inferSelect

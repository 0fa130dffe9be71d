import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'

/** The dead-letter list: background jobs that failed every attempt, newest first in the admin logs. */
export const failedJobs = pgTable(
  'failed_jobs',
  {
    id: id(),
    name: varchar('name', { length: 100 }).notNull(),
    jobId: varchar('job_id', { length: 255 }),
    data: jsonb('data'),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull(),
    failedAt: createdAt(),
  },
  (t) => [index('failed_jobs_id_desc_idx').on(t.id.desc())],
)

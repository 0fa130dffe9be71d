import { desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { failedJobs } from '../../db/schema/index'
import type { FailedJob } from '../../lib/jobs/index'

/** What the job queue reports when a job fails its last attempt (lib/jobs). */
export type FailedJobRecord = FailedJob

/** The dead-letter list in PostgreSQL, so every process writes to and reads one list. */
export function makeJobLogRepo(db: Db) {
  return {
    async record(job: FailedJobRecord): Promise<void> {
      await db.insert(failedJobs).values({ ...job, error: job.error.slice(0, 10_000) })
    },
    /** Newest first, on the primary key (index-backed); `limit` is one more than the page. */
    async page(offset: number, limit: number) {
      return db.select().from(failedJobs).orderBy(desc(failedJobs.id)).limit(limit).offset(offset)
    },
    /** Removes and returns one entry; null when it is gone (retried or deleted by someone else). */
    async take(id: number) {
      const [row] = await db.delete(failedJobs).where(eq(failedJobs.id, id)).returning()
      return row ?? null
    },
    /** Puts a taken entry back (its retry could not be queued). */
    async restore(row: typeof failedJobs.$inferSelect) {
      await db.insert(failedJobs).values(row)
    },
    async remove(ids: number[]): Promise<number> {
      const rows = await db.delete(failedJobs).where(inArray(failedJobs.id, ids)).returning({ id: failedJobs.id })
      return rows.length
    },
  }
}

export type JobLogRepo = ReturnType<typeof makeJobLogRepo>

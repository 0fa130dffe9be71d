import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { errorLogs, outgoingEmails, scheduleRuns } from '../../db/schema/index'
import type { PageWindow } from '../../lib/pagination/index'

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Error, schedule and outgoing-email logs: newest first, paged with limit = perPage + 1 over the created-at indexes. */
export function makeLogsRepo(db: Db) {
  return {
    async insertError(values: typeof errorLogs.$inferInsert): Promise<void> {
      await db.insert(errorLogs).values(values)
    },

    async pruneErrors(before: Date): Promise<number> {
      const rows = await db.delete(errorLogs).where(lt(errorLogs.createdAt, before)).returning({ id: errorLogs.id })
      return rows.length
    },

    async errors(w: PageWindow, query?: string) {
      const where = query ? or(ilike(errorLogs.message, escapeLike(query)), ilike(errorLogs.url, escapeLike(query))) : undefined
      return db.select().from(errorLogs).where(where).orderBy(desc(errorLogs.createdAt), desc(errorLogs.id)).limit(w.limit).offset(w.offset)
    },

    async latestError() {
      const [row] = await db.select({ createdAt: errorLogs.createdAt }).from(errorLogs).orderBy(desc(errorLogs.createdAt), desc(errorLogs.id)).limit(1)
      return row ?? null
    },

    /** The errors of one day (UTC), oldest first as a log file reads, capped so a flood cannot exhaust memory. */
    async errorsBetween(from: Date, to: Date, cap: number) {
      const rows = await db
        .select()
        .from(errorLogs)
        .where(and(gte(errorLogs.createdAt, from), lt(errorLogs.createdAt, to)))
        .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
        .limit(cap)
      return rows.reverse()
    },

    async startRun(task: string, startedAt: Date): Promise<number> {
      const [row] = await db.insert(scheduleRuns).values({ task, status: 'running', startedAt }).returning({ id: scheduleRuns.id })
      return row!.id
    },

    async finishRun(id: number, status: 'completed' | 'failed', output: string | null, finishedAt: Date): Promise<void> {
      await db.update(scheduleRuns).set({ status, output, finishedAt }).where(eq(scheduleRuns.id, id))
    },

    async runs(w: PageWindow, task?: string) {
      return db
        .select()
        .from(scheduleRuns)
        .where(task ? eq(scheduleRuns.task, task) : undefined)
        .orderBy(desc(scheduleRuns.startedAt), desc(scheduleRuns.id))
        .limit(w.limit)
        .offset(w.offset)
    },

    /** The last run of each named task: one index seek per task (task, started_at desc). */
    async lastRuns(tasks: string[]) {
      const rows = await Promise.all(
        tasks.map((task) =>
          db.select().from(scheduleRuns).where(eq(scheduleRuns.task, task)).orderBy(desc(scheduleRuns.startedAt)).limit(1),
        ),
      )
      return rows.flat()
    },

    async emails(w: PageWindow, query?: string) {
      const where = query ? or(ilike(outgoingEmails.to, escapeLike(query)), ilike(outgoingEmails.subject, escapeLike(query))) : undefined
      return db
        .select({
          id: outgoingEmails.id,
          to: outgoingEmails.to,
          subject: outgoingEmails.subject,
          status: outgoingEmails.status,
          error: outgoingEmails.error,
          createdAt: outgoingEmails.createdAt,
        })
        .from(outgoingEmails)
        .where(where)
        .orderBy(desc(outgoingEmails.createdAt), desc(outgoingEmails.id))
        .limit(w.limit)
        .offset(w.offset)
    },

    async email(id: number) {
      const [row] = await db.select().from(outgoingEmails).where(eq(outgoingEmails.id, id))
      return row ?? null
    },
  }
}

export type LogsRepo = ReturnType<typeof makeLogsRepo>

import { toPagination, pageWindow } from '../../lib/pagination/index'
import { notFound } from '../../lib/http-errors'
import type { LogsPageQuery } from '../../../shared/contracts/logs'
import type { LogsRepo } from './logs.repo'

const PER_PAGE = 15
const DOWNLOAD_CAP = 5000
const DAY_MS = 24 * 60 * 60 * 1000

/** A background task the server runs on a timer; listed on the admin schedule log with its last run. */
export interface ScheduledTaskInfo {
  name: string
  description: string
  frequency: string
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function makeLogsService({ repo, settings, clock }: { repo: LogsRepo; settings: { effective(): Promise<{ server: Record<string, unknown> }> }; clock: () => Date }) {
  const tasks = new Map<string, ScheduledTaskInfo>()

  async function serverSetting<T>(key: string): Promise<T | undefined> {
    return (await settings.effective()).server[key] as T | undefined
  }

  return {
    /** Names a task for the schedule page; `runTask` records each run of it. */
    registerTask(task: ScheduledTaskInfo): void {
      tasks.set(task.name, task)
    },

    /** Runs a scheduled task and records the run (running -> completed | failed); never throws. */
    async runTask(name: string, run: () => Promise<string | void>): Promise<void> {
      let id: number | null = null
      try {
        id = await repo.startRun(name, clock())
        const output = await run()
        await repo.finishRun(id, 'completed', output ?? null, clock())
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err)
        if (id !== null) await repo.finishRun(id, 'failed', message.slice(0, 5000), clock()).catch(() => undefined)
      }
    },

    /**
     * Records a 5xx answer for the error log unless the admin switched recording off. Recording must
     * never turn one failure into two, so its own failure is swallowed.
     */
    async recordError(entry: { status: number; method: string; url: string; message: string; stack?: string }): Promise<void> {
      try {
        if ((await serverSetting<boolean>('logging.record_errors')) === false) return
        await repo.insertError({
          status: entry.status,
          method: entry.method.slice(0, 10),
          url: entry.url.slice(0, 2000),
          message: entry.message.slice(0, 10000),
          stack: entry.stack?.slice(0, 20000) ?? null,
          createdAt: clock(),
        })
      } catch {
        // The database itself may be what failed.
      }
    },

    /** A browser's uncaught error (status 0, method CLIENT), under the same recording switch as server errors. */
    async recordClientError(report: { message: string; stack?: string | undefined; route: string; build: string }, userAgent: string | undefined): Promise<void> {
      const stack = [report.stack, userAgent ? `User-Agent: ${userAgent.slice(0, 300)}` : null].filter(Boolean).join('\n')
      await this.recordError({ status: 0, method: 'CLIENT', url: report.route, message: `[build ${report.build}] ${report.message}`, stack: stack || undefined })
    },

    /** Deletes error entries older than `logging.retention_days`. */
    async pruneErrors(): Promise<string> {
      const days = Number((await serverSetting<number>('logging.retention_days')) ?? 30)
      const removed = await repo.pruneErrors(new Date(clock().getTime() - Math.max(1, days) * DAY_MS))
      return `Removed ${removed} error log entries older than ${days} days.`
    },

    async errors(q: LogsPageQuery) {
      const w = pageWindow(q, PER_PAGE)
      const rows = await repo.errors(w, q.query)
      return toPagination(
        rows.map((r) => ({ id: r.id, status: r.status, method: r.method, url: r.url, message: r.message, stack: r.stack, created_at: r.createdAt.toISOString() })),
        w,
      )
    },

    /** The latest day's error log as a text file (platform-core §7 logs/error/download-latest). */
    async latestErrorFile(): Promise<{ filename: string; body: string }> {
      const latest = await repo.latestError()
      if (!latest) throw notFound('The error log is empty.')
      const day = new Date(Date.UTC(latest.createdAt.getUTCFullYear(), latest.createdAt.getUTCMonth(), latest.createdAt.getUTCDate()))
      const rows = await repo.errorsBetween(day, new Date(day.getTime() + DAY_MS), DOWNLOAD_CAP)
      const body = rows
        .map((r) => `[${r.createdAt.toISOString()}] ${r.status} ${r.method} ${r.url}: ${r.message}${r.stack ? `\n${r.stack}` : ''}`)
        .join('\n')
      return { filename: `encore-${day.toISOString().slice(0, 10)}.log`, body: `${body}\n` }
    },

    async schedule(q: LogsPageQuery) {
      const names = [...tasks.keys()]
      const last = new Map((await repo.lastRuns(names)).map((r) => [r.task, r]))
      const w = pageWindow(q, PER_PAGE)
      const runs = await repo.runs(w, q.query && tasks.has(q.query) ? q.query : undefined)
      return {
        tasks: [...tasks.values()].map((t) => {
          const run = last.get(t.name)
          return { ...t, last_run: run ? { status: run.status, started_at: run.startedAt.toISOString(), finished_at: iso(run.finishedAt) } : null }
        }),
        pagination: toPagination(
          runs.map((r) => ({ id: r.id, task: r.task, status: r.status, output: r.output, started_at: r.startedAt.toISOString(), finished_at: iso(r.finishedAt) })),
          w,
        ),
      }
    },

    async emails(q: LogsPageQuery) {
      const w = pageWindow(q, PER_PAGE)
      const rows = await repo.emails(w, q.query)
      return toPagination(
        rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, status: r.status, error: r.error, created_at: r.createdAt.toISOString() })),
        w,
      )
    },

    async email(id: number) {
      const row = await repo.email(id)
      if (!row) throw notFound()
      return { id: row.id, to: row.to, subject: row.subject, status: row.status, error: row.error, created_at: row.createdAt.toISOString(), text: row.text, html: row.html }
    },
  }
}

export type LogsService = ReturnType<typeof makeLogsService>

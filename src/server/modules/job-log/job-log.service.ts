import type { FailedJob, FailedJobsQuery } from '../../../shared/contracts/job-log'
import type { Pagination } from '../../../shared/contracts/pagination'
import { notFound } from '../../lib/http-errors'
import type { JobQueue } from '../../lib/jobs/index'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { FailedJobRecord, JobLogRepo } from './job-log.repo'

const PER_PAGE = 25

export function makeJobLogService({ repo, jobs }: { repo: JobLogRepo; jobs?: Pick<JobQueue, 'enqueue'> }) {
  return {
    /** Adds a job that failed its last attempt (the job queue's onFailed). */
    recordFailure: (job: FailedJobRecord) => repo.record(job),

    /** The dead-letter list for the admin logs, newest first. */
    async failed(query: FailedJobsQuery): Promise<Pagination<FailedJob>> {
      const w = pageWindow(query, PER_PAGE)
      const rows = await repo.page(w.offset, w.limit)
      return toPagination(
        rows.map((r) => ({ id: r.id, name: r.name, job_id: r.jobId, data: r.data, error: r.error, attempts: r.attempts, failed_at: r.failedAt.toISOString() })),
        w,
      )
    },

    /**
     * Queues the job again with its recorded data and takes it off the list. Taking first means two
     * admins clicking retry at once queue it once; if queueing fails the entry goes back.
     */
    async retry(id: number): Promise<void> {
      const row = await repo.take(id)
      if (!row) throw notFound('This failed job could not be found.')
      try {
        if (!jobs) throw new Error('no job queue in this process')
        await jobs.enqueue(row.name, row.data)
      } catch (err) {
        await repo.restore(row)
        throw err
      }
    },

    /** Drops entries without running them; 404 when none of them exists any more. */
    async remove(ids: number[]): Promise<void> {
      if ((await repo.remove(ids)) === 0) throw notFound('These failed jobs could not be found.')
    },
  }
}

export type JobLogService = ReturnType<typeof makeJobLogService>

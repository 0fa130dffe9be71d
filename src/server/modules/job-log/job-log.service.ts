import type { FailedJob, FailedJobsQuery } from '../../../shared/contracts/job-log'
import type { Pagination } from '../../../shared/contracts/pagination'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import type { FailedJobRecord, JobLogRepo } from './job-log.repo'

const PER_PAGE = 25

export function makeJobLogService({ repo }: { repo: JobLogRepo }) {
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
  }
}

export type JobLogService = ReturnType<typeof makeJobLogService>

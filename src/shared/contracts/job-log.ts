import { z } from 'zod'
import { IdParamsSchema, IdsParamsSchema } from './ids'
import { PageQuerySchema, paginationOf } from './pagination'

/** One dead-letter entry: a background job that failed every attempt (admin logs). */
export const FailedJobSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  job_id: z.string().nullable(),
  data: z.unknown(),
  error: z.string(),
  attempts: z.number().int(),
  failed_at: z.string(),
})
export type FailedJob = z.infer<typeof FailedJobSchema>

export const FailedJobsQuerySchema = PageQuerySchema.pick({ page: true, perPage: true })
export type FailedJobsQuery = z.infer<typeof FailedJobsQuerySchema>

export const FailedJobsResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(FailedJobSchema),
})

/** `POST logs/jobs/failed/{id}/retry`: the job is queued again (a fresh set of attempts) and leaves the list. */
export const FailedJobIdParamsSchema = IdParamsSchema
/** `DELETE logs/jobs/failed/{ids}`: drops entries from the list without running them. */
export const FailedJobIdsParamsSchema = IdsParamsSchema

export const FailedJobActionResponseSchema = z.object({ status: z.literal('success') })
export type FailedJobActionResponse = z.infer<typeof FailedJobActionResponseSchema>

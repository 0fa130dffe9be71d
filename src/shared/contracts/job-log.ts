import { z } from 'zod'
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

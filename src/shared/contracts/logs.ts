import { z } from 'zod'
import { successStatus } from './common'
import { PageQuerySchema, paginationOf } from './pagination'

/** Admin logs (music-product §2: schedule, error, outgoing-email); every list is paged, newest first. */
export const LogsPageQuerySchema = PageQuerySchema.extend({ query: z.string().trim().max(200).optional() })
export type LogsPageQuery = z.infer<typeof LogsPageQuerySchema>

export const ErrorLogEntrySchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  method: z.string(),
  url: z.string(),
  message: z.string(),
  stack: z.string().nullable(),
  created_at: z.string(),
})
export type ErrorLogEntry = z.infer<typeof ErrorLogEntrySchema>
export const ErrorLogPageSchema = z.object({ status: successStatus, pagination: paginationOf(ErrorLogEntrySchema) })

export const ScheduledTaskSchema = z.object({
  name: z.string(),
  description: z.string(),
  frequency: z.string(),
  last_run: z.object({ status: z.string(), started_at: z.string(), finished_at: z.string().nullable() }).nullable(),
})
export type ScheduledTask = z.infer<typeof ScheduledTaskSchema>

export const ScheduleRunSchema = z.object({
  id: z.number().int(),
  task: z.string(),
  status: z.string(),
  output: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
})
export type ScheduleRun = z.infer<typeof ScheduleRunSchema>
export const ScheduleLogSchema = z.object({
  status: successStatus,
  tasks: z.array(ScheduledTaskSchema),
  pagination: paginationOf(ScheduleRunSchema),
})

export const OutgoingEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
})
export type OutgoingEmail = z.infer<typeof OutgoingEmailSchema>
export const OutgoingEmailPageSchema = z.object({ status: successStatus, pagination: paginationOf(OutgoingEmailSchema) })
export const OutgoingEmailDetailSchema = z.object({
  status: successStatus,
  email: OutgoingEmailSchema.extend({ text: z.string(), html: z.string().nullable() }),
})

/**
 * An uncaught error in a browser, reported by the client's handler (music-product §10, sampling 0.2):
 * stored in the error log the admin reads, as method CLIENT with status 0.
 */
export const ClientErrorReportSchema = z.object({
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(10_000).optional(),
  /** The page's path when it happened (no origin). */
  route: z.string().max(2000).regex(/^\//, 'A path that starts with /.'),
  /** The client build id (vite's __BUILD_ID__). */
  build: z.string().min(1).max(100),
})
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>
export const ClientErrorResponseSchema = z.object({ status: successStatus })

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { FailedJobsQuerySchema, FailedJobsResponseSchema } from '../../../shared/contracts/job-log'
import { requirePermission } from '../permissions/index'
import type { JobLogService } from './job-log.service'

/** The admin logs' dead-letter view: background jobs that failed every attempt. */
export const jobLogRoutes: FastifyPluginAsyncZod<{ service: JobLogService }> = async (app, { service }) => {
  app.get(
    '/logs/jobs/failed',
    { preHandler: requirePermission('admin'), schema: { querystring: FailedJobsQuerySchema, response: { 200: FailedJobsResponseSchema } } },
    async (req) => ({ status: 'success' as const, pagination: await service.failed(req.query) }),
  )
}

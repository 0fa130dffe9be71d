import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FailedJobActionResponseSchema,
  FailedJobIdParamsSchema,
  FailedJobIdsParamsSchema,
  FailedJobsQuerySchema,
  FailedJobsResponseSchema,
} from '../../../shared/contracts/job-log'
import { NoBodySchema } from '../../../shared/contracts/no-body'
import { requirePermission } from '../permissions/index'
import type { JobLogService } from './job-log.service'

/** The admin logs' dead-letter view: background jobs that failed every attempt (music-product §6: logs.view). */
export const jobLogRoutes: FastifyPluginAsyncZod<{ service: JobLogService }> = async (app, { service }) => {
  const guard = { preHandler: requirePermission('logs.view') }
  const done = { status: 'success' as const }

  app.get('/logs/jobs/failed', { ...guard, schema: { querystring: FailedJobsQuerySchema, response: { 200: FailedJobsResponseSchema } } }, async (req) => ({
    status: 'success' as const,
    pagination: await service.failed(req.query),
  }))

  app.post(
    '/logs/jobs/failed/:id/retry',
    { ...guard, schema: { params: FailedJobIdParamsSchema, body: NoBodySchema, response: { 200: FailedJobActionResponseSchema } } },
    async (req) => {
      await service.retry(req.params.id)
      return done
    },
  )

  app.delete(
    '/logs/jobs/failed/:ids',
    { ...guard, schema: { params: FailedJobIdsParamsSchema, response: { 200: FailedJobActionResponseSchema } } },
    async (req) => {
      await service.remove(req.params.ids)
      return done
    },
  )
}

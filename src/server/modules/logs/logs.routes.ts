import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/ids'
import {
  ErrorLogPageSchema,
  LogsPageQuerySchema,
  OutgoingEmailDetailSchema,
  OutgoingEmailPageSchema,
  ScheduleLogSchema,
} from '../../../shared/contracts/logs'
import { requirePermission } from '../permissions/index'
import type { LogsService } from './logs.service'

/** Admin logs (music-product §6: logs.view). */
export const logsRoutes: FastifyPluginAsyncZod<{ service: LogsService }> = async (app, { service }) => {
  const guard = { preHandler: requirePermission('logs.view') }

  app.get('/logs/schedule', { ...guard, schema: { querystring: LogsPageQuerySchema, response: { 200: ScheduleLogSchema } } }, async (request) => ({
    status: 'success' as const,
    ...(await service.schedule(request.query)),
  }))

  app.get('/logs/error', { ...guard, schema: { querystring: LogsPageQuerySchema, response: { 200: ErrorLogPageSchema } } }, async (request) => ({
    status: 'success' as const,
    pagination: await service.errors(request.query),
  }))

  app.get('/logs/error/download-latest', guard, async (_request, reply) => {
    const file = await service.latestErrorFile()
    return reply
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(file.body)
  })

  app.get(
    '/logs/outgoing-email',
    { ...guard, schema: { querystring: LogsPageQuerySchema, response: { 200: OutgoingEmailPageSchema } } },
    async (request) => ({ status: 'success' as const, pagination: await service.emails(request.query) }),
  )

  app.get(
    '/logs/outgoing-email/:id',
    { ...guard, schema: { params: IdParamsSchema, response: { 200: OutgoingEmailDetailSchema } } },
    async (request) => ({ status: 'success' as const, email: await service.email(request.params.id) }),
  )
}

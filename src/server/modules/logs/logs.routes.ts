import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/ids'
import {
  ClientErrorReportSchema,
  ClientErrorResponseSchema,
  ErrorLogPageSchema,
  LogsPageQuerySchema,
  OutgoingEmailDetailSchema,
  OutgoingEmailPageSchema,
  ScheduleLogSchema,
} from '../../../shared/contracts/logs'
import { requirePermission } from '../permissions/index'
import type { LogsService } from './logs.service'
import type { ThrottleRule } from '../auth/index'

/** Client error reports per address: a page in an error loop, or a script posting junk, fills nothing past this. */
export const CLIENT_ERRORS_PER_MINUTE = 10

/** Admin logs (music-product §6: logs.view). */
export const logsRoutes: FastifyPluginAsyncZod<{ service: LogsService; throttle: { assertOpen(rules: ThrottleRule[]): Promise<void>; fail(rules: ThrottleRule[]): Promise<void> } }> = async (
  app,
  { service, throttle },
) => {
  const guard = { preHandler: requirePermission('logs.view') }

  // Anyone's browser may report (guests' errors matter too); the per-address counter runs before the body
  // is read so a flood costs one counter row, not one log row per request.
  app.post(
    '/client-errors',
    {
      preValidation: async (request) => {
        const rules = [{ key: `client-errors:ip:${request.ip}`, max: CLIENT_ERRORS_PER_MINUTE, windowSeconds: 60 }]
        await throttle.assertOpen(rules)
        await throttle.fail(rules)
      },
      schema: { body: ClientErrorReportSchema, response: { 200: ClientErrorResponseSchema } },
    },
    async (request) => {
      await service.recordClientError(request.body, request.headers['user-agent'])
      return { status: 'success' as const }
    },
  )

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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { InsightsQuerySchema, InsightsResponseSchema } from '../../../shared/contracts/insights'
import { requireLogin } from '../permissions/index'
import type { InsightsService } from './insights.service'

export const insightsRoutes: FastifyPluginAsyncZod<{ service: InsightsService }> = async (app, { service }) => {
  app.get(
    '/reports/insights',
    { preHandler: requireLogin, schema: { querystring: InsightsQuerySchema, response: { 200: InsightsResponseSchema } } },
    async (request) => ({ status: 'success' as const, report: await service.report(request.query, request.viewer) }),
  )
}

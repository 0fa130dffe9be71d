import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthSchema } from '../../../shared/contracts/health'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthSchema } } }, async () => ({ status: 'ok' as const }))
}

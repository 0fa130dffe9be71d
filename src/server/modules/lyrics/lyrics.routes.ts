import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LyricsQuerySchema, LyricsResponseSchema } from '../../../shared/contracts/lyrics'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requirePermission } from '../permissions/index'
import type { LyricsService } from './lyrics.service'

export const lyricsRoutes: FastifyPluginAsyncZod<{ service: LyricsService }> = async (app, { service }) => {
  app.get(
    '/tracks/:id/lyrics',
    {
      preHandler: requirePermission('lyrics.view'),
      schema: { params: IdParamsSchema, querystring: LyricsQuerySchema, response: { 200: LyricsResponseSchema } },
    },
    async (request) => ({ status: 'success' as const, ...(await service.forTrack(request.params.id)) }),
  )
}

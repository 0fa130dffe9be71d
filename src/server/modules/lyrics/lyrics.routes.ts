import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CreateLyricInputSchema, LyricResponseSchema, LyricsQuerySchema, LyricsResponseSchema, UpdateLyricInputSchema } from '../../../shared/contracts/lyrics'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import { requireAnyPermission, requirePermission } from '../permissions/index'
import type { LyricsService } from './lyrics.service'

/** Lyric writes take `lyrics.*` or, as the spec's main permissions, `music.*` (music-catalog §2.14). */
const CAN_CREATE = ['music.create', 'lyrics.create'] as const
const CAN_UPDATE = ['music.update', 'lyrics.update'] as const

export const lyricsRoutes: FastifyPluginAsyncZod<{ service: LyricsService }> = async (app, { service }) => {
  app.get(
    '/tracks/:id/lyrics',
    {
      preHandler: requirePermission('lyrics.view'),
      schema: { params: IdParamsSchema, querystring: LyricsQuerySchema, response: { 200: LyricsResponseSchema } },
    },
    async (request) => ({ status: 'success' as const, ...(await service.forTrack(request.params.id)) }),
  )

  // The permission is checked before the body is read (decision 0022): preValidation, not preHandler.
  app.post(
    '/lyrics',
    { preValidation: requireAnyPermission(CAN_CREATE), schema: { body: CreateLyricInputSchema, response: { 200: LyricResponseSchema } } },
    async (request) => ({ status: 'success' as const, lyric: await service.create(request.body) }),
  )

  app.get(
    '/lyrics/:id',
    { preValidation: requireAnyPermission(CAN_UPDATE), schema: { params: IdParamsSchema, response: { 200: LyricResponseSchema } } },
    async (request) => ({ status: 'success' as const, lyric: await service.show(request.params.id) }),
  )

  app.put(
    '/lyrics/:id',
    { preValidation: requireAnyPermission(CAN_UPDATE), schema: { params: IdParamsSchema, body: UpdateLyricInputSchema, response: { 200: LyricResponseSchema } } },
    async (request) => ({ status: 'success' as const, lyric: await service.update(request.params.id, request.body) }),
  )
}

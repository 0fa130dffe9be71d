import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PlayerTracksBodySchema, PlayerTracksResponseSchema } from '../../../shared/contracts/player'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { PlayerService } from './player.service'

export const playerRoutes: FastifyPluginAsyncZod<{ service: PlayerService }> = async (app, { service }) => {
  app.post(
    '/player/tracks',
    {
      preHandler: requirePermission('music.view'),
      // A read sent as POST.
      config: { keepsResponseCache: true },
      schema: { body: PlayerTracksBodySchema, response: { 200: PlayerTracksResponseSchema } },
    },
    async (request) => {
      const { queueId, lastTrack, perPage } = request.body
      const after = lastTrack === null || lastTrack === undefined ? null : typeof lastTrack === 'number' ? lastTrack : lastTrack.id
      const tracks = await service.nextTracks({ queueId, lastTrack: after, perPage }, request.viewer, serializeCtxFor(request))
      return { status: 'success' as const, tracks }
    },
  )
}

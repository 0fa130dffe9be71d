import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ChannelContentResponseSchema,
  ChannelParamsSchema,
  ChannelQuerySchema,
  ChannelResponseSchema,
} from '../../../shared/contracts/channels'
import { requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { ChannelsService } from './channels.service'

export const channelsRoutes: FastifyPluginAsyncZod<{ service: ChannelsService }> = async (app, { service }) => {
  app.get(
    '/channel/:slugOrId',
    {
      preHandler: requirePermission('music.view'),
      schema: {
        params: ChannelParamsSchema,
        querystring: ChannelQuerySchema,
        response: { 200: ChannelResponseSchema.or(ChannelContentResponseSchema) },
      },
    },
    async (request) => {
      const q = request.query
      const channel = await service.show(
        request.params.slugOrId,
        {
          restriction: q.restriction,
          channelType: q.channelType,
          page: q.page,
          perPage: q.perPage,
          paginate: q.paginate,
          cursor: q.cursor,
          layoutCookie: (model) => request.cookies[`channel-layout-${model}`],
          isAdmin: request.viewer.isAdmin,
        },
        serializeCtxFor(request),
      )
      if (q.returnContentOnly && channel.content) return { status: 'success' as const, pagination: channel.content }
      return { status: 'success' as const, channel, loader: q.loader }
    },
  )
}

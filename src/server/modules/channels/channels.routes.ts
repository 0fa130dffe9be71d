import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ChannelContentResponseSchema,
  ChannelParamsSchema,
  ChannelQuerySchema,
  ChannelResponseSchema,
} from '../../../shared/contracts/channels'
import { requirePermission } from '../permissions/index'
import { cachedRead, serializeCtxFor } from '../catalogue/index'
import type { ResponseCache } from '../../lib/response-cache/index'
import type { ChannelsService } from './channels.service'

/** Every `channel-layout-<model>` cookie, in a stable order: a channel's layout comes from them. */
function layoutCookies(cookies: Record<string, string | undefined>): string {
  return Object.keys(cookies)
    .filter((name) => name.startsWith('channel-layout-'))
    .sort()
    .map((name) => `${name}=${cookies[name]}`)
    .join(';')
}

export const channelsRoutes: FastifyPluginAsyncZod<{ service: ChannelsService; cache: ResponseCache }> = async (app, { service, cache }) => {
  const cached = cachedRead(cache, { vary: (request) => layoutCookies(request.cookies) })
  app.get(
    '/channel/:slugOrId',
    {
      preHandler: [requirePermission('music.view'), cached],
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AddableContentQuerySchema,
  AddableContentResponseSchema,
  ApplyPresetInputSchema,
  ApplyPresetResponseSchema,
  ChannelIdParamsSchema,
  ChannelItemsInputSchema,
  ChannelListQuerySchema,
  ChannelListResponseSchema,
  ChannelManualContentResponseSchema,
  ChannelStatusResponseSchema,
  ReorderChannelInputSchema,
  SaveChannelInputSchema,
  SavedChannelResponseSchema,
  UpdateContentInputSchema,
} from '../../../shared/contracts/channels-admin'
import { IdsParamsSchema } from '../../../shared/contracts/ids'
import { requirePermission } from '../permissions/index'
import type { ChannelsAdminService } from './channels-admin.service'

const ok = 'success' as const

/**
 * Admin channel endpoints (music-catalog §3.7). Reading the admin list and editing need
 * `channels.update`, creating `channels.create`, deleting `channels.delete`; a preset replaces every
 * channel, so it needs all three.
 */
export const channelsAdminRoutes: FastifyPluginAsyncZod<{ service: ChannelsAdminService }> = async (app, { service }) => {
  const canUpdate = requirePermission('channels.update')

  app.get(
    '/channel',
    { preHandler: canUpdate, schema: { querystring: ChannelListQuerySchema, response: { 200: ChannelListResponseSchema.or(z.string()) } } },
    async (req, reply) => {
      if (req.query.format === 'csv') {
        return reply
          .header('content-disposition', 'attachment; filename="channels.csv"')
          .type('text/csv; charset=utf-8')
          .serializer((body: unknown) => String(body))
          .send(await service.csv(req.query))
      }
      return { status: ok, pagination: await service.list(req.query), presets: service.presets() }
    },
  )

  // Static paths before `channel/:id/...`, so "search-for-addable-content" is never read as an id.
  app.get(
    '/channel/search-for-addable-content',
    { preHandler: canUpdate, schema: { querystring: AddableContentQuerySchema, response: { 200: AddableContentResponseSchema } } },
    async (req) => ({ status: ok, results: await service.searchAddable(req.query.modelType, req.query.query, req.query.limit) }),
  )

  app.post(
    '/channel/apply-preset',
    {
      preHandler: [requirePermission('channels.create'), requirePermission('channels.delete'), canUpdate],
      schema: { body: ApplyPresetInputSchema, response: { 200: ApplyPresetResponseSchema } },
    },
    async (req) => ({ status: ok, homepageId: await service.applyPreset(req.body.preset) }),
  )

  app.post(
    '/channel',
    { preHandler: requirePermission('channels.create'), schema: { body: SaveChannelInputSchema, response: { 200: SavedChannelResponseSchema } } },
    async (req) => ({ status: ok, channel: await service.create(req.body, req.viewer.userId) }),
  )

  app.put(
    '/channel/:id',
    { preHandler: canUpdate, schema: { params: ChannelIdParamsSchema, body: SaveChannelInputSchema, response: { 200: SavedChannelResponseSchema } } },
    async (req) => ({ status: ok, channel: await service.update(req.params.id, req.body) }),
  )

  app.delete(
    '/channel/:ids',
    { preHandler: requirePermission('channels.delete'), schema: { params: IdsParamsSchema, response: { 200: ChannelStatusResponseSchema } } },
    async (req) => {
      await service.remove(req.params.ids)
      return { status: ok }
    },
  )

  app.post(
    '/channel/:id/update-content',
    { preHandler: canUpdate, schema: { params: ChannelIdParamsSchema, body: UpdateContentInputSchema, response: { 200: SavedChannelResponseSchema } } },
    async (req) => ({ status: ok, channel: await service.updateContent(req.params.id, req.body?.channelConfig) }),
  )

  app.get(
    '/channel/:id/content-items',
    { preHandler: canUpdate, schema: { params: ChannelIdParamsSchema, response: { 200: ChannelManualContentResponseSchema } } },
    async (req) => ({ status: ok, channel: await service.show(req.params.id), items: await service.items(req.params.id) }),
  )

  const itemsOptions = {
    preHandler: canUpdate,
    schema: { params: ChannelIdParamsSchema, body: ChannelItemsInputSchema, response: { 200: ChannelStatusResponseSchema } },
  }
  app.post('/channel/:id/add', itemsOptions, async (req) => {
    await service.add(req.params.id, req.body.items)
    return { status: ok }
  })
  app.post('/channel/:id/remove', itemsOptions, async (req) => {
    await service.removeItems(req.params.id, req.body.items)
    return { status: ok }
  })

  app.post(
    '/channel/:id/reorder-content',
    { preHandler: canUpdate, schema: { params: ChannelIdParamsSchema, body: ReorderChannelInputSchema, response: { 200: ChannelStatusResponseSchema } } },
    async (req) => {
      await service.reorder(req.params.id, req.body.items)
      return { status: ok }
    },
  )
}

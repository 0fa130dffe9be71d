import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CreateCustomPageInputSchema,
  CustomPageIdOrSlugParamsSchema,
  CustomPageListSchema,
  CustomPageResponseSchema,
  CustomPageSavedSchema,
  CustomPagesDeletedSchema,
  CustomPagesQuerySchema,
  UpdateCustomPageInputSchema,
} from '../../../shared/contracts/custom-pages'
import { IdParamsSchema, IdsParamsSchema } from '../../../shared/contracts/ids'
import { requireLogin, requirePermission } from '../permissions/index'
import type { CustomPagesService } from './custom-pages.service'

/**
 * `GET custom-pages/{idOrSlug}` is public (music-product §1: anyone can read custom pages). The list and
 * the writes are the admin area's, under `custom_pages.*` (music-catalog §2.14; `admin` passes).
 */
export const customPagesRoutes: FastifyPluginAsyncZod<{ service: CustomPagesService }> = async (app, { service }) => {
  app.get(
    '/custom-pages/:idOrSlug',
    { schema: { params: CustomPageIdOrSlugParamsSchema, response: { 200: CustomPageResponseSchema } } },
    async (request) => service.show(request.params.idOrSlug),
  )

  app.get(
    '/custom-pages',
    {
      preHandler: requirePermission('custom_pages.update'),
      schema: { querystring: CustomPagesQuerySchema, response: { 200: CustomPageListSchema } },
    },
    async (request) => service.list(request.query),
  )

  app.post(
    '/custom-pages',
    {
      preHandler: [requireLogin, requirePermission('custom_pages.create')],
      schema: { body: CreateCustomPageInputSchema, response: { 201: CustomPageSavedSchema } },
    },
    async (request, reply) => reply.code(201).send({ page: await service.create(request.body, request.viewer.userId!) }),
  )

  app.put(
    '/custom-pages/:id',
    { preHandler: requirePermission('custom_pages.update'), schema: { params: IdParamsSchema, body: UpdateCustomPageInputSchema, response: { 200: CustomPageSavedSchema } } },
    async (request) => ({ page: await service.update(request.params.id, request.body) }),
  )

  app.delete(
    '/custom-pages/:ids',
    { preHandler: requirePermission('custom_pages.delete'), schema: { params: IdsParamsSchema, response: { 200: CustomPagesDeletedSchema } } },
    async (request) => ({ deleted: await service.delete(request.params.ids) }),
  )
}

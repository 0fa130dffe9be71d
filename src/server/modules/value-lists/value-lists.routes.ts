import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADMIN_VALUE_LISTS,
  ValueListsParamsSchema,
  ValueListsResponseSchema,
  type ValueListsResponse,
} from '../../../shared/contracts/value-lists'
import { BaseQuerySchema } from '../../../shared/contracts/common'
import { forbidden, unauthorized } from '../../lib/http-errors'
import type { ValueListsService } from './value-lists.service'

export const valueListsRoutes: FastifyPluginAsyncZod<{ service: ValueListsService }> = async (app, { service }) => {

  app.get(
    '/value-lists/:names',
    {
      schema: { params: ValueListsParamsSchema, querystring: BaseQuerySchema, response: { 200: ValueListsResponseSchema } },
    },
    async (request): Promise<ValueListsResponse> => {
      const { names } = request.params
      // Roles and permissions describe the site's administration: admins only.
      if (names.some((n) => ADMIN_VALUE_LISTS.includes(n)) && !request.viewer.can('admin.access')) {
        throw request.viewer.userId === null ? unauthorized() : forbidden()
      }
      return { status: 'success', ...(await service.lists(names)) }
    },
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { successStatus } from '../../../shared/contracts/common'
import { IdParamsSchema } from '../../../shared/contracts/ids'
import {
  CreateLocalizationInputSchema,
  LocalizationDetailSchema,
  LocalizationListQuerySchema,
  LocalizationPageSchema,
  LocalizationResponseSchema,
  UpdateLocalizationInputSchema,
} from '../../../shared/contracts/localizations'
import { requirePermission } from '../permissions/index'
import type { LocalizationsService } from './localizations.service'

/** Admin localizations (music-product §6: localizations.update); users/me/locale lives in the users module. */
export const localizationsRoutes: FastifyPluginAsyncZod<{ service: LocalizationsService }> = async (app, { service }) => {
  const guard = { preHandler: requirePermission('localizations.update') }
  const ok = 'success' as const

  app.get('/localizations', { ...guard, schema: { querystring: LocalizationListQuerySchema, response: { 200: LocalizationPageSchema } } }, async (request) => ({
    status: ok,
    pagination: await service.page(request.query),
  }))

  app.post('/localizations', { ...guard, schema: { body: CreateLocalizationInputSchema, response: { 200: LocalizationResponseSchema } } }, async (request) => ({
    status: ok,
    localization: await service.create(request.body),
  }))

  app.get('/localizations/:id', { ...guard, schema: { params: IdParamsSchema, response: { 200: LocalizationDetailSchema } } }, async (request) => ({
    status: ok,
    ...(await service.detail(request.params.id)),
  }))

  app.put(
    '/localizations/:id',
    { ...guard, schema: { params: IdParamsSchema, body: UpdateLocalizationInputSchema, response: { 200: LocalizationResponseSchema } } },
    async (request) => ({ status: ok, localization: await service.update(request.params.id, request.body) }),
  )

  app.delete('/localizations/:id', { ...guard, schema: { params: IdParamsSchema, response: { 200: z.object({ status: successStatus }) } } }, async (request) => {
    await service.remove(request.params.id)
    return { status: ok }
  })
}

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

const IdListParamsSchema = z.object({
  ids: z
    .string()
    .max(2000)
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'Must be a comma separated list of ids.' })
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(2147483647)).min(1).max(100)),
})

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

  // `DELETE localizations/{ids}` (music-catalog §1.1 comma list), as the admin table's bulk delete sends it.
  app.delete('/localizations/:ids', { ...guard, schema: { params: IdListParamsSchema, response: { 200: z.object({ status: successStatus }) } } }, async (request) => {
    await service.removeMany(request.params.ids)
    return { status: ok }
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SettingsResponseSchema, UpdateSettingsInputSchema } from '../../../shared/contracts/settings'
import { unflattenSettings } from '../../../shared/lib/settings-defaults'
import { requirePermission } from '../permissions/index'
import { maskSecrets, type SettingsService } from './settings.service'

export const settingsRoutes: FastifyPluginAsyncZod<{ service: SettingsService }> = async (app, { service }) => {

  const answer = async () => {
    const { client, server } = await service.effective()
    return { status: 'success' as const, server: maskSecrets(server), client: unflattenSettings(client) }
  }

  app.get(
    '/settings',
    { preHandler: requirePermission('settings.update'), schema: { response: { 200: SettingsResponseSchema } } },
    answer,
  )

  app.post(
    '/settings',
    {
      preHandler: requirePermission('settings.update'),
      schema: { body: UpdateSettingsInputSchema, response: { 200: SettingsResponseSchema } },
    },
    async (request) => {
      await service.update(request.body)
      return answer()
    },
  )
}

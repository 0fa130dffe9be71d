import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { SettingsResponseSchema, UpdateSettingsInputSchema } from '../../../shared/contracts/settings'
import { unflattenSettings } from '../../../shared/lib/settings-defaults'
import { requirePermission } from '../../plugins/viewer'
import type { ModuleDeps } from '../index'
import { makeSettingsRepo } from './settings.repo'
import { makeSettingsService } from './settings.service'

export const settingsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = makeSettingsService({ repo: makeSettingsRepo(deps.db), baseUrl: deps.env.APP_URL })

  const answer = async () => {
    const { client, server } = await service.effective()
    return { status: 'success' as const, server, client: unflattenSettings(client) }
  }

  app.get(
    '/settings',
    { preHandler: requirePermission('settings.view'), schema: { response: { 200: SettingsResponseSchema } } },
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

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BootstrapDataSchema } from '../../../shared/contracts/bootstrap'
import { BaseQuerySchema } from '../../../shared/contracts/common'
import type { ModuleDeps } from '../index'
import { makeSettingsRepo, makeSettingsService } from '../settings/index'
import { makeBootstrapRepo } from './bootstrap.repo'
import { makeBootstrapService } from './bootstrap.service'

export const bootstrapRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const service = makeBootstrapFor(deps)

  app.get(
    '/bootstrap-data',
    { schema: { querystring: BaseQuerySchema, response: { 200: BootstrapDataSchema } } },
    async (request, reply) => {
      // Per-user content: never let a shared cache hand one visitor's data to another.
      reply.header('cache-control', 'private, no-store')
      return service.build({
        userId: request.authUserId,
        cookieNoticeAccepted: request.cookies.cookie_notice === 'true',
        viewer: request.viewer,
        origin: `${request.protocol}://${request.host}`,
      })
    },
  )
}

/** Builds the bootstrap service from module deps; auth routes use it for their `bootstrapData` answers. */
export function makeBootstrapFor(deps: Pick<ModuleDeps, 'db' | 'env' | 'permissions'>) {
  return makeBootstrapService({
    repo: makeBootstrapRepo(deps.db),
    settings: makeSettingsService({ repo: makeSettingsRepo(deps.db), baseUrl: deps.env.APP_URL }),
    permissions: deps.permissions,
  })
}

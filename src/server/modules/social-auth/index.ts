import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeSocialRepo } from './social.repo'
import { socialAuthRoutes } from './social.routes'
import { makeSocialService } from './social.service'

export { SOCIAL_SERVICES, type SocialService } from './social.providers'

/** Social login popup flow (platform-core §7). */
export const socialAuthModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const social = makeSocialService({ auth: deps.auth, settings: deps.settings, repo: makeSocialRepo(deps.db), clock: deps.clock })
  await app.register(socialAuthRoutes, { social, auth: deps.auth, baseUrl: deps.baseUrl })
}

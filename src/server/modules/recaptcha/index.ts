import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { recaptchaRoutes } from './recaptcha.routes'

export { makeRecaptchaService, recaptchaAnyEnabled, recaptchaEnabledFor, type RecaptchaService } from './recaptcha.service'
export { requireHuman } from './require-human'

/** The verify endpoint; the service itself is shared (`deps.recaptcha`, built in app.ts). */
export const recaptchaModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(recaptchaRoutes, { recaptcha: deps.recaptcha })
}

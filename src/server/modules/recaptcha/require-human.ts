import type { FastifyRequest } from 'fastify'
import type { RecaptchaAction } from '../../../shared/contracts/recaptcha'
import type { RecaptchaService } from './recaptcha.service'

/**
 * A preHandler for a protected endpoint: runs after the body contract, before the handler, so a
 * failed check answers 422 on `recaptcha_token` and the handler (and its writes) never runs.
 */
export function requireHuman(recaptcha: RecaptchaService, action: RecaptchaAction) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body as { recaptcha_token?: unknown } | undefined
    await recaptcha.assertHuman(action, body?.recaptcha_token, request.ip)
  }
}

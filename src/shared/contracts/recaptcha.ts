import { z } from 'zod'

export { RECAPTCHA_FAILED_MESSAGE } from '../contract-values'

/** Actions an admin can protect with recaptcha (settings `recaptcha.enable.<action>`). */
export const RECAPTCHA_ACTIONS = ['register', 'login', 'contact'] as const
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[number]

/** Google tokens are ~500-2000 characters; the cap keeps junk out of the verify request. */
const token = z.string().max(8192)

/** POST recaptcha/verify (platform-core §7). */
export const RecaptchaVerifyInputSchema = z.object({ token: token.min(1, 'The token field is required.') })
export const RecaptchaVerifyResponseSchema = z.object({ success: z.boolean() })
export type RecaptchaVerifyResponse = z.infer<typeof RecaptchaVerifyResponseSchema>

/** The optional field a protected action's body carries; `.extend(RecaptchaTokenShape)` adds it to a contract. */
export const RecaptchaTokenShape = { recaptcha_token: token.optional() }

/** What the verify endpoint (Google siteverify or a compatible peer) answers; unknown keys are ignored. */
export const SiteVerifyAnswerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
})
export type SiteVerifyAnswer = z.infer<typeof SiteVerifyAnswerSchema>

import { z } from 'zod'
import { safeText } from './ids'

/** `POST contact-page` (music-product §7): name, email, message; all required (§5). */
export const ContactMessageInputSchema = z.object({
  name: safeText(255).trim().min(1, 'The name is required.'),
  email: z.email('Enter a valid e-mail address.').max(255),
  message: safeText(5000).trim().min(1, 'The message is required.'),
  /** The human check's token when the `recaptcha.enable.contact` setting is on. */
  recaptcha_token: z.string().max(4000).optional(),
})
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>

/** The spec's success toast (music-product §8). */
export const CONTACT_SUCCESS_MESSAGE = 'Your message has been submitted.'

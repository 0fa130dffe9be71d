import type { ContactMessageInput } from '../../../shared/contracts/contact'
import type { ThrottleRule } from '../auth/index'
import type { Mailer } from '../mail/index'

/**
 * At most 5 messages per address per 10 minutes: enough for a person who corrects a mistake, too few
 * for a flood. Counted in the database, so every server process shares the window.
 */
export const contactRule = (ip: string): ThrottleRule => ({ key: `contact:ip:${ip}`, max: 5, windowSeconds: 600 })

interface Deps {
  mailer: Mailer
  throttle: { assertOpen(rules: ThrottleRule[]): Promise<void>; fail(rules: ThrottleRule[]): Promise<void> }
  /** `mail.contact_page_address` when set, else the administrator's address. */
  recipient: () => Promise<string>
  siteName: () => Promise<string>
}

/** The contact page (music-product §2 Other, §3, §5, §7): a message mailed to the site's address. */
export function makeContactService({ mailer, throttle, recipient, siteName }: Deps) {
  return {
    async submit(input: ContactMessageInput, ip: string): Promise<void> {
      const rules = [contactRule(ip)]
      await throttle.assertOpen(rules)
      await throttle.fail(rules)
      const site = await siteName()
      await mailer.send({
        to: await recipient(),
        replyTo: `${input.name.replace(/[\r\n<>"]/g, ' ')} <${input.email}>`,
        subject: `New message from ${site} contact page`,
        text: `Name: ${input.name}\nE-mail: ${input.email}\n\n${input.message}`,
      })
    },
  }
}

export type ContactService = ReturnType<typeof makeContactService>

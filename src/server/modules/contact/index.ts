import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { contactRoutes } from './contact.routes'
import { makeContactService } from './contact.service'

/** The contact form's endpoint; mail goes to `mail.contact_page_address`, else to ADMIN_EMAIL. */
export const contactModule: FastifyPluginAsync<ModuleDeps> = async (app, { settings, mailer, auth, recaptcha, env }) => {
  const service = makeContactService({
    mailer,
    throttle: auth.throttle,
    // A private (server) setting: the site's inbox is not published in bootstrap data.
    recipient: async () => String((await settings.effective()).server['mail.contact_page_address'] || env.ADMIN_EMAIL),
    siteName: async () => String((await settings.get('branding.site_name')) ?? 'Encore'),
  })
  await app.register(contactRoutes, { service, recaptcha })
}

import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeAppearanceRepo } from './appearance.repo'
import { appearanceRoutes } from './appearance.routes'
import { makeAppearanceService } from './appearance.service'

import { SEO_TAG_DEFAULTS } from './appearance.service'

export { makeAppearanceService, type AppearanceService, SEO_TAG_DEFAULTS } from './appearance.service'

/** The appearance editor's API: themes, branding, menus, landing page, SEO tags and custom code. */
export const appearanceModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = makeAppearanceService({ repo: makeAppearanceRepo(deps.db), settings: deps.settings, storage: deps.storage, clock: deps.clock })
  await app.register(appearanceRoutes, { service })
}

/**
 * The page title and description served with index.html: the admin's `home` SEO template (or its
 * default) with `{{site_name}}` and `{{site_description}}` filled in from the branding settings.
 */
export function homeMeta(client: Record<string, unknown>, server: Record<string, unknown>): { title: string; description: string } {
  const siteName = String(client['branding.site_name'] ?? 'Encore')
  const siteDescription = String(client['branding.site_description'] ?? '')
  const template = (server['seo_tags.home'] as { title?: string; description?: string } | undefined) ?? SEO_TAG_DEFAULTS.home!
  const fill = (text: string | undefined) => (text ?? '').replaceAll('{{site_name}}', siteName).replaceAll('{{site_description}}', siteDescription)
  return { title: fill(template.title) || siteName, description: fill(template.description) }
}

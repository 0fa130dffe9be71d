import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { registerMetaResolver } from '../../plugins/meta'
import { makeCustomPagesRepo } from './custom-pages.repo'
import { customPagesRoutes } from './custom-pages.routes'
import { makeCustomPagesService } from './custom-pages.service'

/** `/pages/{slug}` and `/pages/{id}/{slug}` (music-product §2 Other): the page's SEO data in the served HTML. */
const PAGE_PATH = /^\/pages\/(?:(\d{1,9})\/[^/]*|([a-z0-9-]{1,100}))\/?$/i

/** Custom pages (music-product §2, §3, §7; music-catalog §2.16): public reads, admin writes. */
export const customPagesModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, settings }) => {
  const siteName = async () => String((await settings.get('branding.site_name')) ?? 'Encore')
  const service = makeCustomPagesService({ repo: makeCustomPagesRepo(db), clock, siteName })
  const unregister = registerMetaResolver(async (pathname) => {
    const match = PAGE_PATH.exec(pathname)
    if (!match) return null
    const { seo } = await service.show(match[1] ?? match[2]!).catch(() => ({ seo: null }))
    return seo
  }, 'custom-pages')
  app.addHook('onClose', async () => unregister())
  await app.register(customPagesRoutes, { service })
}

export { makeCustomPagesService, type CustomPagesService } from './custom-pages.service'

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AppearanceStatusResponseSchema,
  AppearanceValuesResponseSchema,
  SaveAppearanceInputSchema,
  SeoTagNameSchema,
  SeoTagsResponseSchema,
  SeoTagsSchema,
  ThemeIdParamsSchema,
  UploadedImageResponseSchema,
} from '../../../shared/contracts/appearance'
import { validationError } from '../../lib/http-errors'
import { requirePermission } from '../permissions/index'
import { MAX_BRANDING_IMAGE, type AppearanceService } from './appearance.service'

const ok = 'success' as const
const IMAGE_ERROR = 'Please select an image.'

/** Appearance editor endpoints (music-catalog §3.9); everything needs `appearance.update` (music-product §6). */
export const appearanceRoutes: FastifyPluginAsyncZod<{ service: AppearanceService }> = async (app, { service }) => {
  // Multipart parsing applies to this plugin's routes only (the logo upload).
  await app.register(multipart, { limits: { fileSize: MAX_BRANDING_IMAGE + 1, files: 1 } })
  const guard = requirePermission('appearance.update')

  app.get('/admin/appearance/values', { preHandler: guard, schema: { response: { 200: AppearanceValuesResponseSchema } } }, async () => ({
    status: ok,
    values: await service.values(),
  }))

  app.post(
    '/admin/appearance',
    { preHandler: guard, schema: { body: SaveAppearanceInputSchema, response: { 200: AppearanceValuesResponseSchema } } },
    async (req) => {
      await service.save(req.body)
      return { status: ok, values: await service.values() }
    },
  )

  app.delete(
    '/admin/appearance/themes/:id',
    { preHandler: guard, schema: { params: ThemeIdParamsSchema, response: { 200: AppearanceStatusResponseSchema } } },
    async (req) => {
      await service.deleteTheme(req.params.id)
      return { status: ok }
    },
  )

  const seoParams = z.object({ name: SeoTagNameSchema })
  app.get('/admin/appearance/seo-tags/:name', { preHandler: guard, schema: { params: seoParams, response: { 200: SeoTagsResponseSchema } } }, async (req) => ({
    status: ok,
    name: req.params.name,
    tags: await service.seoTags(req.params.name),
  }))
  app.put(
    '/admin/appearance/seo-tags/:name',
    { preHandler: guard, schema: { params: seoParams, body: SeoTagsSchema, response: { 200: SeoTagsResponseSchema } } },
    async (req) => ({ status: ok, name: req.params.name, tags: await service.saveSeoTags(req.params.name, req.body) }),
  )

  app.post('/admin/appearance/images', { preHandler: guard, schema: { response: { 200: UploadedImageResponseSchema } } }, async (req) => {
    if (!req.isMultipart()) throw validationError({ file: IMAGE_ERROR })
    const file = await req.file()
    if (!file) throw validationError({ file: IMAGE_ERROR })
    const data = await file.toBuffer().catch(() => {
      throw validationError({ file: 'The image may not be greater than 2 MB.' })
    })
    return { status: ok, url: await service.saveImage(data) }
  })

  /**
   * The admin's custom CSS and JavaScript as files (no auth: every visitor's page links them). Served
   * with their real types and nosniff, never inlined into the page, so the strict CSP stays as it is
   * (`script-src 'self'` admits this file and nothing inline). The client leaves them out of /admin,
   * so broken custom code can never lock the administrator out of the editor that fixes it.
   */
  app.get('/custom-code/:file', { schema: { params: z.object({ file: z.enum(['custom.css', 'custom.js']) }) } }, async (req, reply) => {
    const code = await service.customCode()
    const css = req.params.file === 'custom.css'
    return reply
      .header('cache-control', 'public, max-age=300')
      .type(css ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8')
      .send(css ? code.css : code.js)
  })

  /**
   * The themes as a stylesheet (no auth: a guest's server-rendered page links it, server/lib/theme-sheet.ts).
   * The page's link carries the sheet's version: asked for with the current one, the browser may keep the
   * file for good; any other asks again each time (the themes changed since that page was drawn).
   */
  app.get('/appearance/themes.css', { schema: { querystring: z.object({ v: z.string().max(64).optional() }) } }, async (req, reply) => {
    const sheet = await service.themeSheet()
    const etag = `"${sheet.version}"`
    reply.header('cache-control', req.query.v === sheet.version ? 'public, max-age=31536000, immutable' : 'no-cache').header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.type('text/css; charset=utf-8').send(sheet.css)
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AD_SLOTS } from '../../../shared/contracts/settings'
import type { SettingsService } from './settings.service'

/**
 * Ad snippets are third-party HTML and script: they never run in our pages. Each slot is its own
 * document, embedded by the app as <iframe sandbox="allow-scripts" src="/ads/{slot}">. The header
 * `sandbox` directive keeps it sandboxed (opaque origin: no cookies, no access to the app) even when
 * opened directly, so its permissive policy cannot weaken the app's strict one.
 */
export const AD_CONTENT_SECURITY_POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  'default-src * data: blob:',
  "script-src * 'unsafe-inline'",
  "style-src * 'unsafe-inline'",
  'img-src * data: blob:',
  "frame-ancestors 'self'",
].join('; ')

export function adDocument(snippet: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Advertisement</title><style>html,body{margin:0;padding:0;overflow:hidden}</style></head><body>${snippet}</body></html>`
}

/** GET /ads/{slot}: mounted at the site root by app.ts, outside /api/v1. */
export const adsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/ads/:slot', { schema: { params: z.object({ slot: z.enum(AD_SLOTS) }) } }, async (request, reply) => {
    const { client } = await settings.effective()
    const snippet = client[`ads.${request.params.slot}`]
    if (client['ads.disable'] === true || typeof snippet !== 'string' || snippet.trim() === '') return reply.callNotFound()
    return reply
      .header('content-security-policy', AD_CONTENT_SECURITY_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(adDocument(snippet))
  })
}

import type { FastifyPluginAsync } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ModuleDeps } from '../../deps'
import { requirePermission } from '../permissions/index'

/**
 * `GET api-docs/openapi.json`: the OpenAPI 3.1 document behind the `/api-docs` page. Gated by
 * `api.access` with no login needed (music-product §6): a guest role that holds it may read the docs.
 * The document is built once per process on first request (the route table does not change after start).
 */
const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  let document: unknown = null
  app.get(
    '/api-docs/openapi.json',
    {
      preHandler: requirePermission('api.access'),
      schema: { response: { 200: z.record(z.string(), z.unknown()).describe('An OpenAPI 3.1 document') } },
    },
    async () => (document ??= app.swagger()) as Record<string, unknown>,
  )
}

export const apiDocsModule: FastifyPluginAsync<ModuleDeps> = async (app) => {
  await app.register(apiDocsRoutes)
}

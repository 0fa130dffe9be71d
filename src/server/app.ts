// Builds the Fastify application from its dependencies: plugins first, then the API modules under
// /api/v1, then the static client. It opens no port and reads no environment (main.ts does both), so
// tests build it over a fresh database and drive it with inject().
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Env } from './config/env'
import type { Db } from './db/client'
import type { Storage } from './lib/storage'
import { applyMethodOverride } from './plugins/request-rules'
import { errorsPlugin } from './plugins/errors'
import { viewerPlugin } from './plugins/viewer'
import { securityHeadersPlugin } from './plugins/security-headers'
import { staticPlugin } from './plugins/static'
import { adsPlugin } from './plugins/ads'
import { makeSettingsRepo, makeSettingsService } from './modules/settings/index'
import { authPlugin } from './plugins/auth'
import { idempotencyPlugin } from './plugins/idempotency'
import { makePermissionsRepo, makePermissionsService } from './modules/permissions/index'
import { apiModules, type ModuleDeps } from './modules/index'
import { storageRoutes } from './modules/media/index'
import { directUploadOrigins } from './lib/storage/from-env'

export interface AppDeps {
  env: Env
  db: Db
  storage: Storage
  /** Injected so services and tests agree on "now". */
  clock?: () => Date
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps
  const app = Fastify({
    logger: env.NODE_ENV === 'test' ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    rewriteUrl: (req) => applyMethodOverride(req),
    // Comma lists (with, load, loadCount) arrive as strings; contracts split them.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Tests edit settings and roles directly in the database and expect the next request to see them.
  const shortCacheMs = env.NODE_ENV === 'test' ? 0 : 1000
  const permissions = makePermissionsService({
    repo: makePermissionsRepo(db),
    guestRoleTtlMs: shortCacheMs,
  })

  await app.register(errorsPlugin, { debug: env.APP_DEBUG })
  await app.register(securityHeadersPlugin, {
    settings: makeSettingsService({ repo: makeSettingsRepo(db), baseUrl: env.APP_URL }),
    policyTtlMs: shortCacheMs,
    connectSources: directUploadOrigins(env),
  })
  await app.register(cookie)
  await app.register(authPlugin, { db, clock: deps.clock ?? (() => new Date()) })
  await app.register(idempotencyPlugin, { db, clock: deps.clock ?? (() => new Date()) })
  await app.register(viewerPlugin, { permissions, userViewerTtlMs: shortCacheMs })

  const moduleDeps: ModuleDeps = { ...deps, permissions, clock: deps.clock ?? (() => new Date()) }
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, moduleDeps)
    },
    { prefix: '/api/v1' },
  )

  await app.register(storageRoutes, { storage: deps.storage })
  const settings = makeSettingsService({ repo: makeSettingsRepo(db), baseUrl: env.APP_URL })
  await app.register(adsPlugin, { settings })
  await app.register(staticPlugin, { distDir: env.DIST_DIR, settings })

  return app
}

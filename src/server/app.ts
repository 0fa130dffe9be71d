// The composition root: builds the Fastify application from its dependencies. Shared services
// (settings, permissions, mailer, recaptcha, bootstrap, auth, the catalogue kernel) are built here
// once and handed to every module as ModuleDeps (deps.ts); then infrastructure plugins, the domain
// hooks (auth, viewer), the API modules under /api/v1, and the root routes (storage, ads, client).
// It opens no port and reads no environment (main.ts does both), so tests build it over a fresh
// database and drive it with inject().
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps, ModuleDeps, SharedServices } from './deps'
import { applyMethodOverride, rejectNulBytes } from './plugins/request-rules'
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors'
import { securityHeadersPlugin } from './plugins/security-headers'
import { staticPlugin } from './plugins/static'
import { idempotencyPlugin } from './plugins/idempotency'
import { authPlugin, makeAuthModule } from './modules/auth/index'
import { makeBootstrapRepo, makeBootstrapService } from './modules/bootstrap/index'
import { makeCatalogue } from './modules/catalogue/index'
import { makeMailRepo, makeMailer } from './modules/mail/index'
import { storageRoutes } from './modules/media/index'
import { directUploadOrigins } from './lib/storage/from-env'
import { makePermissionsRepo, makePermissionsService, viewerPlugin } from './modules/permissions/index'
import { makeRecaptchaService, recaptchaAnyEnabled } from './modules/recaptcha/index'
import { adsRoutes, makeSettingsRepo, makeSettingsService } from './modules/settings/index'
import { apiModules } from './modules/index'
import { billingCspSources, billingWebhooks } from './modules/billing/index'

export type { AppDeps } from './deps'

/** Each shared service, built once; `shortCacheMs` bounds the per-process caches (0 in tests). */
function makeSharedServices({ env, db, storage }: AppDeps, clock: () => Date, shortCacheMs: number): SharedServices {
  const settings = makeSettingsService({ repo: makeSettingsRepo(db), baseUrl: env.APP_URL })
  const permissions = makePermissionsService({ repo: makePermissionsRepo(db), guestRoleTtlMs: shortCacheMs, now: () => clock().getTime() })
  const mailer = makeMailer({ repo: makeMailRepo(db), mailUrl: env.MAIL_URL, from: env.MAIL_FROM })
  const recaptcha = makeRecaptchaService({ settings: settings.effective })
  const bootstrap = makeBootstrapService({ repo: makeBootstrapRepo(db), settings, permissions, uploadsDriver: storage.s3 ? 's3' : 'local' })
  const auth = makeAuthModule({ db, clock, permissions, mailer, bootstrap })
  return { settings, permissions, mailer, recaptcha, bootstrap, auth, catalogue: makeCatalogue(db) }
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
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>()
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Tests edit settings and roles directly in the database and expect the next request to see them.
  const shortCacheMs = env.NODE_ENV === 'test' ? 0 : 1000
  const clock = deps.clock ?? (() => new Date())
  const services = makeSharedServices(deps, clock, shortCacheMs)
  const { settings } = services

  await app.register(errorsPlugin, { debug: env.APP_DEBUG })
  app.addHook('preValidation', rejectNulBytes)
  await app.register(securityHeadersPlugin, {
    recaptchaOpen: async () => recaptchaAnyEnabled((await settings.effective()).client),
    policyTtlMs: shortCacheMs,
    connectSources: [...directUploadOrigins(env), ...billingCspSources(env).connect],
    scriptSources: billingCspSources(env).script,
    frameSources: billingCspSources(env).frame,
  })
  await app.register(cookie)
  await app.register(authPlugin, { auth: services.auth })
  await app.register(idempotencyPlugin, { db, clock })
  await app.register(viewerPlugin, { permissions: services.permissions, userViewerTtlMs: shortCacheMs })

  const moduleDeps: ModuleDeps = { ...deps, ...services, clock }
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, moduleDeps)
    },
    { prefix: '/api/v1' },
  )

  await app.register(billingWebhooks, { db, env, settings, clock })
  await app.register(storageRoutes, { storage: deps.storage })
  await app.register(adsRoutes, { settings })
  await app.register(staticPlugin, {
    distDir: env.DIST_DIR,
    siteMeta: async () => {
      const { client } = await settings.effective()
      return { title: String(client['branding.site_name'] ?? 'Encore'), description: String(client['branding.site_description'] ?? '') }
    },
  })

  return app
}

// The composition root: builds the Fastify application from its dependencies. Shared services
// (settings, permissions, mailer, recaptcha, bootstrap, auth, the catalogue kernel, pubsub, jobs) are built here
// once and handed to every module as ModuleDeps (deps.ts); then infrastructure plugins, the domain
// hooks (auth, viewer), the API modules under /api/v1, and the root routes (storage, ads, client).
// It opens no port and reads no environment (main.ts does both), so tests build it over a fresh
// database and drive it with inject().
import Fastify, { type FastifyInstance } from 'fastify'
import cookie from '@fastify/cookie'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps, ModuleDeps, SharedServices } from './deps'
import { baseUrlNotice, proxyWithoutAppUrlCheck, siteBaseUrl } from './config/site-url'
import { applyMethodOverride, rejectNulBytes } from './plugins/request-rules'
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors'
import { securityHeadersPlugin, youtubeCspSources } from './plugins/security-headers'
import { TRACKING_CODE_PATTERN } from '../shared/lib/analytics'
import { staticPlugin } from './plugins/static'
import { idempotencyPlugin } from './plugins/idempotency'
import { registerRateLimit } from './plugins/rate-limit'
import { registerOpenApi } from './plugins/openapi'
import { authPlugin, makeAuthModule, SESSION_COOKIE } from './modules/auth/index'
import { makeBootstrapRepo, makeBootstrapService } from './modules/bootstrap/index'
import { makeCatalogue } from './modules/catalogue/index'
import { createViewBuffer, makeMemoryViewBuffer, makeViewCounter, makeViewsRepo, viewedOnPage, visitorOf } from './modules/plays/index'
import { makeLocalizationsRepo, makeTranslationsService } from './modules/localizations/index'
import { makeLogsRepo, makeLogsService } from './modules/logs/index'
import { makeMailRepo, makeMailer } from './modules/mail/index'
import { makeNotificationsService } from './modules/notifications/index'
import { storageRoutes } from './modules/media/index'
import { makeTranscoder, transcodeCacheDir, type Transcoder } from './modules/transcoding/index'
import { bucketOrigins, directUploadOrigins } from './lib/storage/from-env'
import { isLiveS3Storage, s3ConfigWithSettings } from './lib/storage/live-s3'
import { makePermissionsRepo, makePermissionsService, viewerPlugin } from './modules/permissions/index'
import { makeRecaptchaService, recaptchaAnyEnabled } from './modules/recaptcha/index'
import { adsRoutes, makeSettingsRepo, makeSettingsService } from './modules/settings/index'
import { homeMeta } from './modules/appearance/index'
import { apiModules } from './modules/index'
import { makeJobLogRepo, makeJobLogService } from './modules/job-log/index'
import { createJobQueue, type FailedJob } from './lib/jobs/index'
import { createPubSub } from './lib/pubsub/index'
import { makeResponseCache, responseCachePlugin } from './lib/response-cache/index'
import { billingCspSources, billingWebhooks } from './modules/billing/index'
import { makeWorkspaces, workspaceContextPlugin } from './modules/workspaces/index'
import { subsonicRestRoutes } from './modules/subsonic/index'

export type { AppDeps } from './deps'

/** Pub/sub channel: settings were saved; every process drops what it cached from them. */
const SETTINGS_CHANGED = 'settings.changed'

/** Each shared service, built once; `shortCacheMs` bounds the per-process caches (0 in tests). */
function makeSharedServices(
  { env, db, storage }: AppDeps,
  clock: () => Date,
  shortCacheMs: number,
  onJobFailed: (failure: FailedJob) => void,
  transcoder: Transcoder,
): SharedServices {
  const redis = { redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX }
  const pubsub = createPubSub(redis)
  // Tests see retries run out in milliseconds; production waits 1 s, 2 s, 4 s… between attempts.
  const jobs = createJobQueue({ ...redis, runWorkers: env.JOB_WORKERS, onFailed: onJobFailed, backoffMs: env.NODE_ENV === 'test' ? 10 : 1000 })
  const settings = makeSettingsService({
    repo: makeSettingsRepo(db),
    baseUrl: siteBaseUrl(env),
    announceChange: () => pubsub.publish(SETTINGS_CHANGED, {}),
    // WORKSPACES_ENABLED, when set, decides workspaces.integrated (music-catalog §2.18); unset, the admin's setting does.
    fixed: {
      ...(env.WORKSPACES_ENABLED === undefined ? {} : { 'workspaces.integrated': env.WORKSPACES_ENABLED }),
      // The browser-side gateway keys: the page policy admits the gateways' scripts from them at start.
      'billing.stripe_public_key': env.STRIPE_PUBLISHABLE_KEY ?? '',
      'billing.paypal_client_id': env.PAYPAL_CLIENT_ID ?? '',
    },
    // Shown read only on the admin pages with the variable that sets them (issue 25).
    fixedServer: {
      'queue.driver': env.REDIS_URL ? 'redis' : 'sync',
      'broadcast.driver': env.REDIS_URL ? 'redis' : 'none',
      static_file_delivery: env.ACCEL_REDIRECT_PREFIX ? 'xaccel' : '',
    },
  })
  const permissions = makePermissionsService({ repo: makePermissionsRepo(db), guestRoleTtlMs: shortCacheMs, now: () => clock().getTime() })
  const mailer = makeMailer({ repo: makeMailRepo(db), mailUrl: env.MAIL_URL, from: env.MAIL_FROM, jobs, settings })
  const recaptcha = makeRecaptchaService({ settings: settings.effective })
  const translations = makeTranslationsService({ repo: makeLocalizationsRepo(db), settings, ttlMs: shortCacheMs === 0 ? 0 : 60_000 })
  const bootstrap = makeBootstrapService({ repo: makeBootstrapRepo(db), settings, permissions, translations, uploadsDriver: storage.s3 ? 's3' : 'local', transcoding: transcoder.available, youtubeApiUrl: env.YOUTUBE_IFRAME_API_URL })
  const logs = makeLogsService({ repo: makeLogsRepo(db), settings, clock })
  const translator = (language: string | null) => translations.translator(language)
  const notifications = makeNotificationsService({ db, env, clock, mailer, settings, pubsub, jobs, translator })
  const workspacesEnabled = async () => (await settings.get('workspaces.integrated')) === true
  const workspaces = makeWorkspaces({ db, enabled: workspacesEnabled, mailer, notifications, permissions, settings, translator })
  const auth = makeAuthModule({ db, clock, permissions, mailer, bootstrap, translator, invites: workspaces.invites })
  const responseCache = makeResponseCache({
    ttlMs: env.RESPONSE_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 10_000),
    pubsub,
    onError: (error) => console.error('response cache: could not announce a write', error),
  })
  // A view costs no write on its request: views wait in memory (Redis with REDIS_URL) for the next flush.
  const viewsFlushMs = env.VIEWS_FLUSH_MS ?? (env.NODE_ENV === 'test' ? 0 : 2000)
  const views = makeViewCounter({
    repo: makeViewsRepo(db),
    buffer: viewsFlushMs > 0 ? createViewBuffer(redis) : makeMemoryViewBuffer(),
    flushMs: viewsFlushMs,
    onError: (error) => console.error('views: could not write buffered views', error),
  })
  return { settings, permissions, mailer, recaptcha, bootstrap, auth, catalogue: makeCatalogue(db), notifications, pubsub, jobs, logs, translations, workspaces, responseCache, views, transcoder }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, db } = deps
  const app = Fastify({
    logger: deps.logStream ? { level: env.LOG_LEVEL, stream: deps.logStream } : env.NODE_ENV === 'test' ? false : { level: env.LOG_LEVEL },
    trustProxy: env.TRUST_PROXY,
    rewriteUrl: (req) => applyMethodOverride(req),
    // Comma lists (with, load, loadCount) arrive as strings; contracts split them.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 5 * 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    // During a graceful shutdown, a request that reached this process on a connection it had already
    // accepted is served (the database and Redis stay open until it is done), not answered 503: a load
    // balancer may not repeat a POST it has sent, so a 503 there would be a failed write for the user.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>()
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Tests edit settings and roles directly in the database and expect the next request to see them.
  const shortCacheMs = env.NODE_ENV === 'test' ? 0 : 1000
  const clock = deps.clock ?? (() => new Date())
  const jobLog = makeJobLogService({ repo: makeJobLogRepo(db) })
  // ffmpeg is looked for once, here, with a log line either way (missing: originals only).
  const transcoder = makeTranscoder({
    ffmpeg: env.FFMPEG_PATH,
    cacheDir: transcodeCacheDir(env.DATA_DIR),
    cacheMaxBytes: env.TRANSCODE_CACHE_MB * 1024 * 1024,
    maxProcesses: env.TRANSCODE_MAX_PROCESSES,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m) },
  })
  const services = makeSharedServices(deps, clock, shortCacheMs, (failure) => {
    app.log.error({ job: failure.name, jobId: failure.jobId, attempts: failure.attempts, err: failure.error }, 'job failed every attempt')
    jobLog.recordFailure(failure).catch((err: unknown) => app.log.error({ err }, 'could not record a failed job'))
  }, transcoder)
  const { settings } = services
  // The admin's S3 settings (storage.s3.*) rebuild the driver at once, in every process: a save here
  // calls the listener directly, one elsewhere arrives over pub/sub (changedElsewhere below).
  const storage = deps.storage
  const billingConnect = billingCspSources(env).connect
  if (isLiveS3Storage(storage)) {
    const applyStorageSettings = async () => storage.reconfigure(s3ConfigWithSettings(storage.baseConfig, (await settings.effective()).server))
    await applyStorageSettings()
    settings.onChange(() => {
      applyStorageSettings().catch((err: unknown) => app.log.error({ err }, 'could not apply the storage settings'))
    })
  }
  // Per-process caches stay (1 s at most) and are dropped at once when another process reports a change.
  await services.pubsub.subscribe(SETTINGS_CHANGED, () => {
    settings.changedElsewhere()
    // Cached pages were built with the old settings (layouts, hidden fields); a settings save is a write
    // here too, this covers saves that did not come through this process's HTTP API.
    services.responseCache.clearLocal()
  })
  await services.responseCache.listen()
  // Modules define their jobs while registering; workers start once every definition is in.
  app.addHook('onReady', async () => services.jobs.start())
  app.addHook('onReady', async () => app.log.info({ baseUrl: siteBaseUrl(env) }, baseUrlNotice(env)))
  const checkProxyHeaders = proxyWithoutAppUrlCheck(env, (message) => app.log.warn(message))
  app.addHook('onRequest', async (request) => checkProxyHeaders(request.headers))
  app.addHook('onClose', async () => {
    // Buffered views are written before the database closes (main.ts closes it after the app).
    await services.views.close()
    await services.jobs.close()
    await services.pubsub.close()
  })

  await app.register(errorsPlugin, { debug: env.APP_DEBUG, onServerError: (entry) => void services.logs.recordError(entry) })
  app.addHook('preValidation', rejectNulBytes)
  await app.register(securityHeadersPlugin, {
    recaptchaOpen: async () => recaptchaAnyEnabled((await settings.effective()).client),
    analyticsOn: async () => TRACKING_CODE_PATTERN.test(String((await settings.effective()).client['analytics.tracking_code'] ?? '')),
    policyTtlMs: shortCacheMs,
    connectSources: isLiveS3Storage(storage) ? () => [...bucketOrigins(storage.config), ...billingConnect] : [...directUploadOrigins(env), ...billingConnect],
    scriptSources: [...billingCspSources(env).script, ...youtubeCspSources(env).script],
    frameSources: [...billingCspSources(env).frame, ...youtubeCspSources(env).frame],
  })
  await registerRateLimit(app, { perMinute: env.RATE_LIMIT_PER_MINUTE, redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX })
  await app.register(cookie)
  await app.register(authPlugin, { auth: services.auth })
  await app.register(idempotencyPlugin, { db, clock })
  await app.register(responseCachePlugin, { cache: services.responseCache })
  await app.register(viewerPlugin, { permissions: services.permissions, userViewerTtlMs: shortCacheMs })
  await app.register(workspaceContextPlugin, { enabled: services.workspaces.service.enabled, isMember: services.workspaces.service.isMember })

  await registerOpenApi(app)

  const moduleDeps: ModuleDeps = { ...deps, ...services, clock, baseUrl: siteBaseUrl(env) }
  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod, moduleDeps)
    },
    { prefix: '/api/v1' },
  )

  // Music apps: the OpenSubsonic API at /rest (issue 26), with its own sign-in (app passwords, API keys).
  await app.register(subsonicRestRoutes, moduleDeps)
  await app.register(billingWebhooks, { db, env, settings, clock })
  await app.register(storageRoutes, { storage: deps.storage })
  await app.register(adsRoutes, { settings })
  await app.register(staticPlugin, {
    distDir: env.DIST_DIR,
    ssr: env.SSR,
    sessionCookie: SESSION_COOKIE,
    htmlCache: services.responseCache.store,
    countPageView: (request, reply, routeId, params) => {
      const viewed = viewedOnPage(routeId, params)
      if (!viewed) return
      services.views.recordView(visitorOf(request, reply).key, viewed.type, viewed.id, clock()).catch((err: unknown) => request.log.error({ err }, 'could not count a page view'))
    },
    siteMeta: async () => {
      const { client, server } = await settings.effective()
      return homeMeta(client, server)
    },
  })

  return app
}

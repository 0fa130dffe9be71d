/**
 * What the server is built from (AppDeps) and what every API module receives (ModuleDeps). This file
 * is a leaf: it imports types only, from service files that never import it back, so no module can
 * close an import cycle through it (docs/decisions/0011-composition-root.md).
 *
 * The shape every module follows:
 *
 *   // modules/<x>/index.ts
 *   import type { ModuleDeps } from '../../deps'
 *   export const xModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
 *     const service = makeXService({ repo: makeXRepo(deps.db), hydrator: deps.catalogue.hydrator, clock: deps.clock })
 *     await app.register(xRoutes, { service })
 *   }
 *
 * and one line in `apiModules` (modules/index.ts). Shared services (settings, permissions, auth,
 * mailer, recaptcha, bootstrap, the catalogue kernel, notifications) are built once in app.ts and taken from `deps`;
 * a module builds only its own repo and service. Routes receive their service in their options and
 * never see `deps`.
 */
import type { RouteOptions } from 'fastify'
import type { Env } from './config/env'
import type { Db } from './db/client'
import type { JobQueue } from './lib/jobs/index'
import type { PubSub } from './lib/pubsub/index'
import type { ResponseCache } from './lib/response-cache/index'
import type { Storage } from './lib/storage'
import type { AuthModule } from './modules/auth/wiring'
import type { BootstrapService } from './modules/bootstrap/bootstrap.service'
import type { Catalogue } from './modules/catalogue/index'
import type { LogsService } from './modules/logs/logs.service'
import type { Mailer } from './modules/mail/mailer'
import type { NotificationsService } from './modules/notifications/notifier.service'
import type { PermissionsService } from './modules/permissions/permissions.service'
import type { ViewCounter } from './modules/plays/view-counter'
import type { TranslationsService } from './modules/localizations/translations.service'
import type { RecaptchaService } from './modules/recaptcha/recaptcha.service'
import type { SettingsService } from './modules/settings/settings.service'
import type { Workspaces } from './modules/workspaces/wiring'
import type { Transcoder } from './modules/transcoding/transcoder'

/** What buildApp is given: main.ts and the test helper build these. */
export interface AppDeps {
  env: Env
  db: Db
  storage: Storage
  /** Injected so services and tests agree on "now". */
  clock?: () => Date
  /** Sees every route as it is added (an `onRoute` hook registered before any module): the fuzz suite walks the route table with it. */
  onRoute?: (route: RouteOptions) => void
  /** Where log lines go instead of stdout (tests read the start-up line); also turns logging on under NODE_ENV=test. */
  logStream?: { write(line: string): void }
}

/** The services built once per app by the composition root (app.ts) and shared by every module. */
export interface SharedServices {
  /** Effective settings, with `base_url` the site's base address (config/site-url.ts). */
  settings: SettingsService
  permissions: PermissionsService
  /** Sessions, accounts, two-factor and the request-auth checks. */
  auth: AuthModule
  mailer: Mailer
  recaptcha: RecaptchaService
  /** The bootstrap-data payload; auth answers embed it too. */
  bootstrap: BootstrapService
  /** The catalogue kernel: relations repo and hydrator (modules/catalogue). */
  catalogue: Catalogue
  /** Notify users over the channels they chose (in-app, e-mail, browser push); artist fan-out runs as a job. */
  notifications: NotificationsService
  /** Messages to every server process (Redis with REDIS_URL, else in-process): cache invalidation, live events. */
  pubsub: PubSub
  /** Background jobs with retries (BullMQ with REDIS_URL, else in-process); define handlers at module registration. */
  jobs: JobQueue
  /** Admin logs: records server errors and scheduled-task runs (modules/logs). */
  logs: LogsService
  /** Translation lines per language and `translate(lang, key, params)` for mails and push texts. */
  translations: TranslationsService
  /** Workspaces and their invites (WORKSPACES_ENABLED); auth registers through invites, a hook resolves the active one. */
  workspaces: Workspaces
  /** Cached answers of public catalogue reads, cleared by every write in every process (decision 0018). */
  responseCache: ResponseCache
  /** Page views (§4.8), buffered and written in batches (memory, or Redis with REDIS_URL; decision 0025). */
  views: ViewCounter
  /** ffmpeg transcodes with a disk cache (modules/transcoding, decision 0024); `available` is false without ffmpeg. */
  transcoder: Transcoder
}

/** What every API module receives: the app's dependencies, a settled clock and the shared services. */
export interface ModuleDeps extends AppDeps, SharedServices {
  clock: () => Date
  /** The site's base address (APP_URL, else http://localhost:PORT): every absolute link starts with it, never with a request's Host. */
  baseUrl: string
}

import path from 'node:path'
import { z } from 'zod'

/** Environment variables, parsed once at start-up. Every key is documented in README.md. */
const booleanish = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : !['0', 'false', 'off', 'no', ''].includes(v.toLowerCase())))

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@encore.local'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: booleanish.default(true),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Encore <no-reply@encore.local>'),
  APP_DEBUG: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().default('./dist'),
  /** Server rendering of guests' public pages (docs/decisions/0034) from DIST_DIR/.ssr: on unless set to 0. */
  SSR: booleanish.default(true),
  /** Set: decides workspaces on or off; unset: the admin's `workspaces.integrated` setting does (off by default). */
  WORKSPACES_ENABLED: booleanish.optional(),
  TRUST_PROXY: booleanish.default(false),
  /** Behind nginx: audio answers hand the file to this `internal` location (X-Accel-Redirect) after the permission check. */
  ACCEL_REDIRECT_PREFIX: z
    .string()
    .regex(/^\/([A-Za-z0-9._-]+\/)+$/, 'must look like /internal-path/')
    .optional(),
  /** Where stored files live: `local` (DATA_DIR/storage) or an S3-compatible bucket (the S3_* keys). */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style URLs (`endpoint/bucket/key`), which MinIO, s3rver and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  /** Shared Redis for pub/sub, jobs and shared counters; required when more than one process serves the site. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  /** Prefix of every Redis key and channel, so several sites can share one Redis. */
  REDIS_PREFIX: z.string().min(1).max(64).default('encore:'),
  /** Whether this process runs background jobs; web processes set 0 when `npm run worker` processes do. */
  JOB_WORKERS: booleanish.default(true),
  /** Requests per minute per client IP across all processes (@fastify/rate-limit, counted in Redis with REDIS_URL); 0 = no limit. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(0),
  /** How long a cached catalogue answer may be served (decision 0018); unset = 10 s, or 0 (off) when NODE_ENV=test. */
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  /** How often buffered page views are written (docs/decisions/0025); unset = 2 s, or 0 (each view at once) when NODE_ENV=test. */
  VIEWS_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** This process is one of several serving the site: start-up refuses settings only one process may use. */
  CLUSTER: booleanish.default(false),
  /** With STORAGE_DRIVER=local in a cluster: DATA_DIR/storage is one directory every process mounts (NFS…). */
  STORAGE_SHARED: booleanish.default(false),
  /** Push-service hosts allowed beyond the browsers' own (comma list of host, host:port or *.domain). */
  PUSH_ENDPOINT_HOSTS: z.string().optional(),
  /** A PEM file of extra CAs trusted for push delivery only (a self-hosted push relay, the tests' receiver). */
  PUSH_CA_FILE: z.string().optional(),
  /**
   * The server's secret key (32+ characters): encrypts stored secrets that must be read back, such as music
   * app passwords (README "Music apps"). Unset: a random key is made once in DATA_DIR/app.key; several
   * processes must then share DATA_DIR or all set the same APP_KEY. Changing it invalidates app passwords.
   */
  APP_KEY: z.string().min(32).optional(),
  /** Billing gateways (README "Billing"): secrets live here, the on/off switches are settings (billing.*). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Another Stripe API origin (a local test peer); unset = api.stripe.com. */
  STRIPE_API_URL: z.string().url().optional(),
  /** Where browsers load Stripe.js from; unset = https://js.stripe.com/v3 (the only origin Stripe supports in production). */
  STRIPE_JS_URL: z.string().url().optional(),
  /** Where browsers load YouTube's IFrame API from for YouTube sources; unset = https://www.youtube.com/iframe_api (tests: a local stand-in). */
  YOUTUBE_IFRAME_API_URL: z.string().url().optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** Another PayPal API origin (a local test peer); unset = the sandbox or live API by billing.paypal_test_mode. */
  PAYPAL_API_URL: z.string().url().optional(),
  /** Where browsers load PayPal's JS SDK from; unset = https://www.paypal.com/sdk/js (the only one for real payments). */
  PAYPAL_JS_URL: z.string().url().optional(),
  /**
   * Optional providers (decision 0032): other API origins, for local stand-ins in tests. Unset = the
   * provider's own (api.spotify.com, accounts.spotify.com, ws.audioscrobbler.com/2.0,
   * {lang}.wikipedia.org/api/rest_v1, www.googleapis.com/youtube/v3, lrclib.net). WIKIPEDIA_API_URL may
   * hold `{lang}` for the language.
   */
  SPOTIFY_API_URL: z.string().url().optional(),
  SPOTIFY_ACCOUNTS_URL: z.string().url().optional(),
  LASTFM_API_URL: z.string().url().optional(),
  WIKIPEDIA_API_URL: z.string().min(1).optional(),
  YOUTUBE_API_URL: z.string().url().optional(),
  LRCLIB_API_URL: z.string().url().optional(),
  /** How long one provider request may take before it is given up (the page goes on without it). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /** ffmpeg for transcoding (a path, or a name looked up on PATH); not found = originals only (decision 0024). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** Size limit of the transcode cache under DATA_DIR/transcodes, least recently used out first. */
  TRANSCODE_CACHE_MB: z.coerce.number().min(0).max(10_000_000).default(1024),
  /** ffmpeg processes at once in this process; later requests wait. Unset = 2 per core. */
  TRANSCODE_MAX_PROCESSES: z.coerce.number().int().min(1).max(256).optional(),
}).refine((env) => env.STORAGE_DRIVER !== 's3' || env.S3_BUCKET, { path: ['S3_BUCKET'], message: 'required when STORAGE_DRIVER=s3' })
  // Without Redis the queue lives in this process; no workers here would mean no one ever runs a job.
  .refine((env) => env.JOB_WORKERS || env.REDIS_URL, { path: ['JOB_WORKERS'], message: 'JOB_WORKERS=0 needs REDIS_URL (jobs would never run)' })

export type Env = z.infer<typeof EnvSchema>

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = parsed.data
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), DIST_DIR: path.resolve(env.DIST_DIR) }
}

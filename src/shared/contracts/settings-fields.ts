import { z } from 'zod'
import { ANALYTICS_CSP_SOURCES, TRACKING_CODE_PATTERN } from '../lib/analytics'

/**
 * Every admin-editable settings key (music-catalog §5, platform-core §3), grouped by the admin settings
 * subpages of music-product §2. The server validates posted values with `settingValueSchema`, the admin
 * form renders one control per field; both read this one list, so a key cannot be editable without
 * validation. Secrets are server keys the browser only ever sees masked (SECRET_PLACEHOLDER).
 */
/** `page`: the slug of a custom page, picked from the site's custom pages. */
export type SettingKind = 'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'secret' | 'list' | 'json' | 'page'
export type SettingScope = 'client' | 'server'

export interface SettingField {
  key: string
  scope: SettingScope
  label: string
  kind: SettingKind
  description?: string
  options?: ReadonlyArray<{ value: string; label: string }>
  min?: number
  max?: number
  /** Shown by the form when the key is unset (music-catalog §5: e.g. volume shows 100, seekbar waveform). */
  formFallback?: unknown
  /**
   * The environment variable that decides this key: the page shows the value in use, read only, and
   * names the variable; the server keeps no stored value for it (issue 25).
   */
  env?: string
  /**
   * A picker the admin form shows instead of the kind's plain control (issue 28: "pickers, not
   * internals"); the stored value and its validation stay the kind's.
   */
  editor?: 'channel' | 'theme' | 'bytes' | 'artistTabs' | 'policies'
}

export interface SettingsPage {
  /** The admin path segment: /admin/settings/<id>. */
  id: string
  title: string
  /** What the page tells the admin above its fields: where a value comes from, or why a page has none. */
  description?: string
  fields: readonly SettingField[]
}

/** What GET settings sends instead of a stored secret; posting it back keeps the stored value. */
export const SECRET_PLACEHOLDER = '********'

/** Options whose label is the value with a capital (`bottom` reads "Bottom"). */
const opts = (...values: string[]) => values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }))
const f = (key: string, label: string, kind: SettingKind, extra: Partial<SettingField> = {}): SettingField => ({
  key,
  label,
  kind,
  scope: 'client',
  ...extra,
})
const s = (key: string, label: string, kind: SettingKind, extra: Partial<SettingField> = {}): SettingField => f(key, label, kind, { ...extra, scope: 'server' })

const socialFields = (service: string, name: string): SettingField[] => [
  f(`social.${service}.enable`, `Enable ${name} login`, 'boolean'),
  s(`social.${service}.client_id`, `${name} client ID`, 'text'),
  s(`social.${service}.client_secret`, `${name} client secret`, 'secret'),
]

export const SETTINGS_PAGES: readonly SettingsPage[] = [
  {
    id: 'general',
    title: 'General',
    fields: [
      f('branding.site_name', 'Site name', 'text', { max: 100 }),
      f('branding.site_description', 'Site description', 'textarea', { max: 500 }),
      f('homepage.type', 'Homepage type', 'select', { options: [{ value: 'channel', label: 'Channel' }, { value: 'landingPage', label: 'Landing page (guests only)' }, { value: 'loginPage', label: 'Login page (guests only)' }, { value: 'registerPage', label: 'Register page (guests only)' }] }),
      f('homepage.value', 'Homepage channel', 'number', { min: 1, editor: 'channel' }),
      f('homepage.trending', 'Show trending on homepage', 'boolean'),
      f('themes.user_change', 'Allow users to change theme', 'boolean'),
      f('themes.default_id', 'Default theme', 'number', { min: 0, editor: 'theme' }),
      f('artistPage.tabs', 'Artist page tabs', 'json', { editor: 'artistTabs', description: 'Tick the tabs artist pages show; the list order is the display order.' }),
      f('workspaces.integrated', 'Enable workspaces', 'boolean', { description: 'The WORKSPACES_ENABLED environment variable wins when it is set.' }),
      s('static_file_delivery', 'Static file delivery', 'select', { options: [{ value: '', label: 'None' }, { value: 'xaccel', label: 'X-Accel-Redirect (nginx)' }], env: 'ACCEL_REDIRECT_PREFIX' }),
    ],
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    fields: [
      f('billing.enable', 'Enable subscriptions', 'boolean'),
      f('billing.stripe.enable', 'Enable Stripe', 'boolean'),
      f('billing.stripe_public_key', 'Stripe publishable key', 'text', { env: 'STRIPE_PUBLISHABLE_KEY' }),
      s('billing.stripe_secret_key', 'Stripe secret key', 'secret'),
      s('billing.stripe_webhook_secret', 'Stripe webhook signing secret', 'secret'),
      f('billing.paypal.enable', 'Enable PayPal', 'boolean'),
      f('billing.paypal_test_mode', 'PayPal test mode', 'boolean'),
      f('billing.paypal_client_id', 'PayPal client ID', 'text', { env: 'PAYPAL_CLIENT_ID' }),
      s('billing.paypal_secret', 'PayPal secret', 'secret'),
      s('billing.paypal_webhook_id', 'PayPal webhook ID', 'text'),
      f('billing.invoice.address', 'Invoice address', 'textarea', { max: 1000 }),
    ],
  },
  {
    id: 'localization',
    title: 'Localization',
    fields: [
      f('i18n.enable', 'Enable translations', 'boolean'),
      f('i18n.default_localization', 'Default language', 'text', { max: 10 }),
    ],
  },
  {
    id: 'authentication',
    title: 'Authentication',
    fields: [
      f('require_email_confirmation', 'Require e-mail confirmation', 'boolean'),
      f('registration.disable', 'Disable registration', 'boolean'),
      f('single_device_login', 'Single device login', 'boolean', { description: 'A new login ends the user\'s sessions on other devices. Access tokens for apps stay valid.' }),
      f('social.compact_buttons', 'Compact social buttons', 'boolean'),
      ...socialFields('google', 'Google'),
      ...socialFields('facebook', 'Facebook'),
      ...socialFields('twitter', 'Twitter'),
      ...socialFields('envato', 'Envato'),
    ],
  },
  {
    id: 'uploading',
    title: 'Uploading',
    fields: [
      f('uploads.max_size', 'Maximum file size', 'number', { min: 1, editor: 'bytes', description: 'Default 200 MB. Images are also limited to 25 MB.' }),
      f('uploads.available_space', 'Available space per user', 'number', { min: 1, editor: 'bytes', description: 'Default 5 GB. Administrators are not limited.' }),
      f('uploads.allowed_extensions', 'Allowed file types', 'list', { description: 'Extensions or mime patterns (audio/*); empty allows all.' }),
      f('uploads.blocked_extensions', 'Blocked file types', 'list'),
      f('uploads.chunk', 'Chunked uploads', 'boolean'),
      f('uploads.chunk_size', 'Chunk size', 'number', { min: 1024 * 1024, editor: 'bytes', description: 'Default 4 MB: files of this size or more go up in chunks of this size.' }),
      f('uploads.s3_direct_upload', 'Upload directly to the S3 bucket', 'boolean'),
      f('uploads.autoMatch', 'Match uploaded tracks automatically', 'boolean'),
      s('genres.approve_after_tracks', 'Show new genres on the home page after this many tracks', 'number', {
        min: 1,
        max: 100000,
        description: 'A genre an artist types is left out of the home page\'s genre lists until an administrator approves it (Genres › Approve) or this many tracks carry it.',
      }),
      f('player.show_become_artist_btn', 'Show "Become an artist"', 'boolean', {
        description: 'Offer signed-in listeners the artist request in the account menu, on their profile and on the upload page.',
      }),
      s('storage.s3.key', 'S3 access key ID', 'secret'),
      s('storage.s3.secret', 'S3 secret access key', 'secret'),
      s('storage.s3.region', 'S3 region', 'text', { max: 60 }),
      s('storage.s3.bucket', 'S3 bucket', 'text', { max: 63 }),
      s('storage.s3.endpoint', 'S3 endpoint', 'text', { max: 500 }),
    ],
  },
  {
    id: 'outgoing-email',
    title: 'Outgoing email',
    fields: [
      s('mail.driver', 'Mail driver', 'select', { options: [{ value: 'log', label: 'Log only (no delivery)' }, { value: 'smtp', label: 'SMTP' }] }),
      s('mail.host', 'SMTP host', 'text', { max: 255 }),
      s('mail.port', 'SMTP port', 'number', { min: 1, max: 65535 }),
      s('mail.username', 'SMTP username', 'text', { max: 255 }),
      s('mail.password', 'SMTP password', 'secret'),
      s('mail.encryption', 'Encryption', 'select', { options: [{ value: 'none', label: 'None' }, { value: 'starttls', label: 'STARTTLS' }, { value: 'tls', label: 'TLS' }] }),
      s('mail.from_address', 'From address', 'text', { max: 255 }),
      s('mail.from_name', 'From name', 'text', { max: 100 }),
      f('mail.contact_page_address', 'Contact page address', 'text', { max: 255 }),
    ],
  },
  {
    id: 'cache',
    title: 'Cache',
    // cache.report_minutes and cache.homepage_days left (issue 25): no report or homepage cache read them.
    description: 'Catalogue answers are cached for RESPONSE_CACHE_MS milliseconds (environment; 10 seconds when unset), and a change anywhere clears every process at once. There is nothing to set here.',
    fields: [],
  },
  {
    id: 'analytics',
    title: 'Analytics',
    description: `With a measurement ID set, every page but the admin's loads Google Analytics (gtag.js), and the page's content security policy then admits scripts from ${ANALYTICS_CSP_SOURCES.script.join(', ')}; connections to ${ANALYTICS_CSP_SOURCES.connect.join(', ')}; images from ${ANALYTICS_CSP_SOURCES.img.join(', ')}. Without one, none of these hosts is admitted.`,
    fields: [f('analytics.tracking_code', 'Google Analytics measurement ID', 'text', { max: 30, description: 'For example G-ABC123XYZ; empty turns analytics off.' })],
  },
  {
    id: 'logging',
    title: 'Logging',
    fields: [
      s('logging.record_errors', 'Record server errors in the error log', 'boolean'),
      s('logging.retention_days', 'Keep error log entries (days)', 'number', { min: 1, max: 3650 }),
    ],
  },
  {
    id: 'queue',
    title: 'Queue',
    fields: [s('queue.driver', 'Queue driver', 'select', { options: [{ value: 'sync', label: 'Run in process' }, { value: 'redis', label: 'Redis' }], env: 'REDIS_URL' })],
  },
  {
    id: 'websockets',
    title: 'Websockets',
    fields: [
      f('realtime.enable', 'Enable realtime updates', 'boolean'),
      s('broadcast.driver', 'Broadcast driver', 'select', { options: [{ value: 'none', label: 'None' }, { value: 'redis', label: 'Redis' }], env: 'REDIS_URL' }),
      // The pair the server makes on first start and signs pushes with (notifications/vapid.ts): the
      // fields edit those stored rows, so the private one is masked like every secret.
      f('notifications.vapid_public_key', 'Push notifications public key (VAPID)', 'text', { max: 200 }),
      s('notifications.vapid_private_key', 'Push notifications private key (VAPID)', 'secret'),
    ],
  },
  {
    id: 'recaptcha',
    title: 'reCAPTCHA',
    fields: [
      f('recaptcha.site_key', 'Site key', 'text', { max: 200 }),
      s('recaptcha.secret_key', 'Secret key', 'secret'),
      s('recaptcha.min_score', 'Minimum score', 'number', { min: 0, max: 1 }),
      f('recaptcha.enable.register', 'Enable on registration', 'boolean'),
      f('recaptcha.enable.login', 'Enable on login', 'boolean'),
      f('recaptcha.enable.contact', 'Enable on contact page', 'boolean'),
      f('recaptcha.enable.link_creation', 'Enable on link creation', 'boolean'),
    ],
  },
  {
    id: 'gdpr',
    title: 'GDPR',
    fields: [
      f('cookie_notice.enable', 'Show cookie notice', 'boolean'),
      f('cookie_notice.position', 'Cookie notice position', 'select', { options: opts('top', 'bottom') }),
      f('cookie_notice.page', 'Cookie notice "Learn more" page', 'page', { description: 'A custom page (a privacy policy and terms of service are made on first start and can be edited under Custom pages). None hides the link.' }),
      f('registration.policies', 'Registration policies', 'json', { editor: 'policies', description: 'Each policy becomes a required checkbox on sign-up.' }),
    ],
  },
  {
    id: 'search',
    title: 'Local search',
    fields: [
      f('artists.blocked', 'Blocked artist names', 'list', {
        description: 'Name patterns; * matches anything. Those artists, and albums and tracks by them, are left out of search, channels and radio. Search uses the database.',
      }),
    ],
  },
  {
    id: 'providers',
    title: 'Automation',
    description:
      'Every provider is off by default: artists, albums, radio and search then use the local database only. Providers are reached only while switched on here and given their key.',
    fields: [
      f('artist_bio_provider', 'Artist biography', 'select', {
        options: [{ value: 'local', label: 'Local (editors write it)' }, { value: 'wikipedia', label: 'Wikipedia' }],
        description: "Wikipedia fills an artist's empty biography from the article with the artist's name; a biography an editor wrote stays.",
      }),
      f('wikipedia_language', 'Wikipedia language', 'text', { max: 3, description: 'A 2-letter code such as en, de or fr.' }),
      f('artist_provider', 'Artist images and similar artists', 'select', {
        options: [{ value: 'local', label: 'Local' }, { value: 'spotify', label: 'Spotify' }, { value: 'lastfm', label: 'Last.fm' }],
        description:
          "Fills an artist's empty image and (Spotify) its popularity and followers, and replaces the local similar artists (shared genres) with the provider's, among the artists of this site.",
      }),
      f('automation.artist_interval', 'Days between artist updates', 'number', { min: 0, max: 365, description: 'An artist page is updated from the providers at most this often; 0 updates each artist once.' }),
      s('spotify_id', 'Spotify client ID', 'text', { max: 200 }),
      s('spotify_secret', 'Spotify client secret', 'secret'),
      s('lastfm_api_key', 'Last.fm API key', 'secret'),
      f('audio_search_provider', 'Find audio for tracks without a file', 'select', {
        options: [{ value: 'off', label: 'Off' }, { value: 'youtube', label: 'YouTube' }],
        description: 'YouTube: GET search/audio answers up to 3 videos found with the YouTube Data API for a track without audio.',
      }),
      s('youtube.api_key', 'YouTube Data API key', 'secret'),
      f('youtube.region_code', 'YouTube region', 'text', { max: 2, description: 'A 2-letter country code the search favours.' }),
      f('youtube.store_id', 'Save the first video found', 'boolean', { description: "Writes the first video's id into the track's empty audio source." }),
    ],
  },
  {
    id: 'player',
    title: 'Player',
    fields: [
      f('player.default_volume', 'Default volume', 'number', { min: 1, max: 100, formFallback: 100 }),
      f('player.seekbar_type', 'Seekbar', 'select', { options: opts('line', 'waveform'), formFallback: 'waveform' }),
      f('player.default_artist_view', 'Default artist view', 'select', { options: opts('list', 'grid') }),
      f('player.hide_queue', 'Hide queue', 'boolean'),
      f('player.hide_lyrics', 'Hide lyrics', 'boolean'),
      f('player.lyrics_automate', 'Import missing lyrics', 'boolean', { description: 'A track without lyrics gets them from LRCLIB when they are first asked for.' }),
      f('player.hide_video', 'Hide video', 'boolean', {
        description: 'Video, HLS, DASH and YouTube tracks play without showing their picture: no video panel and no video button.',
      }),
      f('player.hide_video_button', 'Hide video button', 'boolean', {
        description: 'No button to open or close the video panel: it shows whenever a video track plays.',
      }),
      f('player.mobile.auto_open_overlay', 'Open the full player on mobile', 'boolean'),
      f('player.enable_download', 'Allow downloads', 'boolean'),
      f('player.track_comments', 'Track comments', 'boolean'),
      f('player.enable_repost', 'Reposts', 'boolean'),
      f('player.hide_radio_button', 'Hide radio button', 'boolean'),
      f('player.sort_method', 'Order popular tracks by', 'select', {
        options: [{ value: 'local', label: 'Plays on this site' }, { value: 'external', label: 'Provider popularity' }],
        description: "An artist's popular tracks. Provider popularity is each track's Spotify popularity, as editors set it or a Spotify import brought it; tracks without one come last.",
      }),
      f('player.show_upload_btn', 'Show an Upload button', 'boolean', { description: 'In the top bar, for users who may upload.' }),
    ],
  },
]

/**
 * The ads page (music-product §2 admin ads; platform-core §1 slots): HTML/JS snippets, each served in a
 * sandboxed frame at /ads/{slot}. The hints are the spec's size rules (music-product §9).
 */
export const ADS_SETTINGS_PAGE: SettingsPage = {
  id: 'ads',
  title: 'Ads',
  fields: [
    f('ads.general_top', 'General top', 'textarea', { max: 20000, description: 'At most 150 px high, or responsive.' }),
    f('ads.general_bottom', 'General bottom', 'textarea', { max: 20000, description: 'At most 150 px high, or responsive.' }),
    f('ads.artist_top', 'Artist page top', 'textarea', { max: 20000, description: 'At most 1000 px wide.' }),
    f('ads.artist_bottom', 'Artist page bottom', 'textarea', { max: 20000, description: 'At most 430 px wide.' }),
    f('ads.album_above', 'Album page', 'textarea', { max: 20000, description: 'As wide as possible.' }),
    f('ads.disable', 'Disable all ads', 'boolean'),
  ],
}

const ALL_FIELDS = [...SETTINGS_PAGES, ADS_SETTINGS_PAGE].flatMap((page) => page.fields)
const FIELD_BY_KEY = new Map(ALL_FIELDS.map((field) => [`${field.scope}:${field.key}`, field]))

export function settingField(scope: SettingScope, key: string): SettingField | undefined {
  return FIELD_BY_KEY.get(`${scope}:${key}`)
}

/** The server keys never sent to a browser in clear. */
export const SECRET_SETTING_KEYS: readonly string[] = [
  ...ALL_FIELDS.filter((field) => field.kind === 'secret').map((field) => field.key),
  // Secrets whose fields left the pages (issue 25): a value stored before stays masked.
  'vapid.private_key',
]

const JSON_SHAPES: Record<string, z.ZodType> = {
  'artistPage.tabs': z.array(z.object({ id: z.number().int().min(1).max(6), active: z.boolean() })).max(6),
  'registration.policies': z.array(z.object({ id: z.string().min(1).max(50), label: z.string().min(1).max(500) })).max(20),
}

/** The value schema of one field; `null` clears an optional key back to its default. */
export function settingValueSchema(field: SettingField): z.ZodType {
  switch (field.kind) {
    case 'boolean':
      return z.boolean({ error: 'Must be on or off.' })
    case 'number': {
      let n = z.number({ error: 'Must be a number.' })
      if (field.min !== undefined) n = n.min(field.min, { error: `Must be at least ${field.min}.` })
      if (field.max !== undefined) n = n.max(field.max, { error: `Must be at most ${field.max}.` })
      return n.nullable()
    }
    case 'select':
      return z.enum(field.options!.map((o) => o.value) as [string, ...string[]], { error: 'Choose one of the listed values.' }).nullable()
    case 'list':
      return z.array(z.string().max(200)).max(500)
    case 'json':
      return JSON_SHAPES[field.key] ?? z.unknown()
    case 'text':
      if (field.key === 'analytics.tracking_code') {
        return z.union([z.literal(''), z.string().trim().regex(TRACKING_CODE_PATTERN, { error: 'A Google Analytics measurement ID such as G-ABC123XYZ.' })]).nullable()
      }
      return textSchema(field)
    case 'page':
      return z.string().max(255).regex(/^[a-z0-9-]*$/, { error: 'Choose one of the custom pages.' }).nullable()
    default:
      return textSchema(field)
  }
}

function textSchema(field: SettingField): z.ZodType {
  let t = z.string({ error: 'Must be text.' }).max(field.max ?? 20000, { error: `At most ${field.max ?? 20000} characters.` })
  if (field.min !== undefined) t = t.min(field.min, { error: `At least ${field.min} characters.` })
  // An empty text (or null) clears the key, so the min length applies only to a value that is set.
  return (field.min !== undefined ? t.or(z.literal('')) : t).nullable()
}

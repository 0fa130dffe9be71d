import { UPLOAD_LIMIT_DEFAULTS } from '../contract-values'
import { DEFAULT_MENUS } from './default-menus'

/**
 * Client settings defaults (music-catalog §5, platform-core §3) as flattened dot keys. The server
 * overlays rows of the `settings` table on these and nests the result into a tree for bootstrap-data.
 * Every provider-backed key defaults to local or off (music-catalog product rule).
 */
export const CLIENT_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  base_url: '',
  'homepage.type': 'channel',
  'homepage.value': 8,
  'homepage.trending': true,
  'homepage.appearance': {
    headerTitle: 'Connect on Encore',
    headerSubtitle: 'Discover, stream, and share a constantly expanding mix of music from emerging and major artists around the world.',
    headerImage: '',
    headerOverlayColor1: 'rgba(16,119,34,0.56)',
    headerOverlayColor2: 'rgba(42,148,71,1)',
    actions: { inputText: 'Search for artists, albums and tracks...', inputButton: 'Search', cta1: 'Signup Now', cta2: 'Explore' },
    primaryFeatures: [
      { title: 'Discover', subtitle: 'Explore popular albums, songs and genres picked by the community.', image: '' },
      { title: 'Listen anywhere', subtitle: 'Install Encore and keep your music with you, even offline.', image: '' },
      { title: 'Share', subtitle: 'Upload your own tracks and share them with your followers.', image: '' },
    ],
    secondaryFeatures: [],
    pricingTitle: 'Choose the right plan for you',
    pricingSubtitle: 'Upgrade any time to unlock more features.',
    channelIds: [],
  },
  'cache.report_minutes': 60,
  'cache.homepage_days': 1,
  'automation.artist_interval': 7,
  artist_bio_provider: 'local',
  wikipedia_language: 'en',
  // Unset in the spec (= local); stored as local so the admin form shows the effective choice.
  artist_provider: 'local',
  album_provider: 'local',
  search_provider: 'local',
  radio_provider: 'local',
  audio_search_provider: 'off',
  genre_artist_provider: 'local',
  'youtube.suggested_quality': 'default',
  'youtube.region_code': 'us',
  'youtube.search_method': 'site',
  'youtube.store_id': false,
  'player.default_volume': 30,
  'player.hide_queue': false,
  'player.hide_video': false,
  'player.hide_video_button': false,
  'player.hide_lyrics': false,
  'player.lyrics_automate': false,
  'player.mobile.auto_open_overlay': true,
  'player.enable_download': false,
  'player.sort_method': 'local',
  'player.seekbar_type': 'line',
  'player.track_comments': false,
  'player.show_upload_btn': false,
  'player.enable_repost': false,
  'player.default_artist_view': 'list',
  'player.hide_radio_button': false,
  // On by default (issue 28; music-catalog §5 leaves it unset = off): without it a listener has no way
  // to find the artist request form. The key keeps the spec's name though it is filed under Uploading.
  'player.show_become_artist_btn': true,
  'uploads.autoMatch': true,
  'uploads.chunk': true,
  // music-product §9: chunked upload for files of 4 MB or more (issue 25; was 5 MB).
  'uploads.chunk_size': 4 * 1024 * 1024,
  /**
   * Browser-to-bucket uploads (presign, multipart); only used when the server's storage driver is S3.
   * That driver reaches the client as `uploads.uploads_driver` (`local` | `s3`): bootstrap-data computes
   * it from STORAGE_DRIVER, so it is not a stored setting and has no default here.
   */
  'uploads.s3_direct_upload': false,
  // Finite by default (a server must never accept unbounded uploads); the server also falls back to
  // these when an admin clears them. The client's 50 MB audio/video fallback (music-catalog §5) then
  // only applies to a settings payload without the key.
  'uploads.max_size': UPLOAD_LIMIT_DEFAULTS.maxSize,
  'uploads.allowed_extensions': [],
  'uploads.blocked_extensions': [],
  'uploads.available_space': UPLOAD_LIMIT_DEFAULTS.availableSpace,
  'artistPage.tabs': [
    { id: 1, active: true },
    { id: 2, active: true },
    { id: 3, active: true },
    { id: 4, active: false },
    { id: 5, active: false },
    { id: 6, active: false },
  ],
  'artistPage.showDescription': true,
  // Ad snippets (HTML/JS), not set by default; served sandboxed at /ads/{slot}.
  'ads.general_top': null,
  'ads.general_bottom': null,
  'ads.artist_top': null,
  'ads.artist_bottom': null,
  'ads.album_above': null,
  'ads.disable': false,
  'artists.blocked': [],
  menus: DEFAULT_MENUS,
  'branding.site_name': 'Encore',
  'branding.site_description': 'Stream, discover and share music from artists around the world.',
  'branding.logo_light': '',
  'branding.logo_dark': '',
  'branding.logo_light_mobile': '',
  'branding.logo_dark_mobile': '',
  'dates.format': 'short',
  'dates.locale': 'en_US',
  'dates.default_timezone': 'auto',
  'locale.default': 'auto',
  'social.google.enable': false,
  'social.twitter.enable': false,
  'social.facebook.enable': false,
  'social.envato.enable': false,
  'social.compact_buttons': false,
  // On, unlike the spec's false: there realtime needs an outside websocket service, here the live
  // notification stream is built in (issue 15), and off stops it (issue 25). The admin can turn it off.
  'realtime.enable': true,
  'registration.disable': false,
  'registration.policies': [],
  'i18n.default_localization': 'en',
  'i18n.enable': true,
  'themes.user_change': true,
  'themes.default_id': 0,
  'billing.enable': false,
  'billing.stripe.enable': false,
  'billing.paypal.enable': false,
  'billing.stripe_test_mode': true,
  'billing.paypal_test_mode': true,
  'billing.stripe_public_key': '',
  'billing.paypal_client_id': '',
  'billing.accepted_cards': [],
  'billing.invoice.address': '',
  'billing.invoice.notes': '',
  'cookie_notice.enable': false,
  'cookie_notice.position': 'bottom',
  'cookie_notice.button': { label: 'Learn more', type: 'route', action: '/pages/privacy-policy' },
  /** The custom page "Learn more" opens (issue 25); the seeded privacy policy until the admin picks another, '' hides the link. */
  'cookie_notice.page': 'privacy-policy',
  require_email_confirmation: false,
  single_device_login: false,
  'recaptcha.site_key': '',
  'recaptcha.enable.register': false,
  'recaptcha.enable.login': false,
  'recaptcha.enable.contact': false,
  'recaptcha.enable.link_creation': false,
  'analytics.tracking_code': '',
  'mail.contact_page_address': '',
  // Made on first start (notifications/vapid.ts); empty only until then.
  'notifications.vapid_public_key': '',
  'notif.subs.integrated': true,
  'notifications.integrated': true,
  'api.integrated': true,
  'workspaces.integrated': false,
}

/** Server-only settings (music-catalog §5): never part of bootstrap-data, only of admin `GET settings`. */
export const SERVER_SETTING_DEFAULTS: Readonly<Record<string, unknown>> = {
  spotify_id: '',
  spotify_secret: '',
  lastfm_api_key: '',
  // The YouTube Data API key of the optional audio search (music-catalog §4.13; key name our choice, decision 0032).
  'youtube.api_key': '',
  static_file_delivery: null,
  file_preview_endpoint: '',
  /** Where contact-page messages go; empty means ADMIN_EMAIL. */
  'mail.contact_page_address': '',
  // The verify URL is configurable so tests (and self-hosted compatible services) can stand in for Google.
  'recaptcha.secret_key': '',
  'recaptcha.verify_url': 'https://www.google.com/recaptcha/api/siteverify',
  'recaptcha.min_score': 0.5,
  // Mail: `log` keeps mails in the outgoing-email log only; MAIL_URL from the environment wins while unset.
  'mail.driver': null,
  'mail.host': '',
  'mail.port': 587,
  'mail.username': '',
  'mail.password': '',
  'mail.encryption': 'starttls',
  'mail.from_address': '',
  'mail.from_name': '',
  'storage.s3.key': '',
  'storage.s3.secret': '',
  'storage.s3.region': '',
  'storage.s3.bucket': '',
  'storage.s3.endpoint': '',
  'social.google.client_id': '',
  'social.google.client_secret': '',
  'social.facebook.client_id': '',
  'social.facebook.client_secret': '',
  'social.twitter.client_id': '',
  'social.twitter.client_secret': '',
  'social.envato.client_id': '',
  'social.envato.client_secret': '',
  'billing.stripe_secret_key': '',
  'billing.stripe_webhook_secret': '',
  'billing.paypal_secret': '',
  'billing.paypal_webhook_id': '',
  'notifications.vapid_private_key': '',
  'logging.record_errors': true,
  'logging.retention_days': 30,
  /** Decision 0033: a genre typed by an artist joins the home page's genre lists at this many tracks (or when approved). */
  'genres.approve_after_tracks': 5,
  'queue.driver': 'sync',
  'broadcast.driver': 'none',
}

/** Keys are dot paths of identifier segments; `__proto__`-style segments are refused to keep trees safe. */
export const SETTING_KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/
const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'prototype', 'constructor'])

export function isValidSettingKey(key: string): boolean {
  return SETTING_KEY_PATTERN.test(key) && key.split('.').every((segment) => !FORBIDDEN_SEGMENTS.has(segment))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Nests flattened dot keys into a tree ('player.mobile.auto_open_overlay' → player.mobile.auto_open_overlay).
 * Keys are applied shortest first, so a deeper key refines rather than erases its parent object.
 */
export function unflattenSettings(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const tree: Record<string, unknown> = {}
  const keys = Object.keys(flat)
    .filter(isValidSettingKey)
    .sort((a, b) => a.split('.').length - b.split('.').length)
  for (const key of keys) {
    const segments = key.split('.')
    const leaf = segments.pop() as string
    let node = tree
    for (const segment of segments) {
      const next = node[segment]
      if (!isPlainObject(next)) node[segment] = {}
      node = node[segment] as Record<string, unknown>
    }
    const value = flat[key]
    node[leaf] = isPlainObject(value) && isPlainObject(node[leaf]) ? { ...node[leaf], ...value } : value
  }
  return tree
}

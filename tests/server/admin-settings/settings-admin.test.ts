import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { SettingsResponseSchema } from '../../../src/shared/contracts/settings'
import { SECRET_PLACEHOLDER, SETTINGS_PAGES, settingValueSchema } from '../../../src/shared/contracts/settings-fields'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS } from '../../../src/shared/lib/settings-defaults'
import { settings } from '../../../src/server/db/schema/index'
import { AS_USER, newMember, platformSuite } from '../platform/platform-app'
import { startSmtpPeer } from '../auth/smtp-peer'

const SMTP_PORT = 4341

describe('admin settings', () => {
  const t = platformSuite()

  const post = (payload: Record<string, unknown>, headers = t.admin) => t.app.inject({ method: 'POST', url: '/api/v1/settings', headers, payload })
  const get = async () => SettingsResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: t.admin })).json())

  it('every field of every settings page has a default that passes its own validation', () => {
    expect(SETTINGS_PAGES.map((p) => p.id)).toEqual([
      'general', 'subscriptions', 'localization', 'authentication', 'uploading', 'outgoing-email', 'cache', 'analytics',
      'logging', 'queue', 'websockets', 'recaptcha', 'gdpr', 'search', 'providers', 'player',
    ])
    for (const field of SETTINGS_PAGES.flatMap((p) => p.fields)) {
      const defaults = field.scope === 'client' ? CLIENT_SETTING_DEFAULTS : SERVER_SETTING_DEFAULTS
      expect(Object.hasOwn(defaults, field.key), `${field.scope} default for ${field.key}`).toBe(true)
      const value = defaults[field.key]
      // A select/text key that is unset (null) falls back to the form's default; others must validate.
      if (value !== null) expect(settingValueSchema(field).safeParse(value).success, `${field.key} = ${JSON.stringify(value)}`).toBe(true)
    }
  })

  it('has the spec defaults of music-catalog §5', async () => {
    const { client } = await get()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a settings tree read by path
    const c = client as Record<string, any>
    expect(c.homepage).toMatchObject({ type: 'channel', value: 8, trending: true })
    expect(c.cache).toEqual({ report_minutes: 60, homepage_days: 1 })
    expect(c.player).toMatchObject({ default_volume: 30, seekbar_type: 'line', sort_method: 'local', default_artist_view: 'list', enable_download: false })
    expect(c.player.mobile.auto_open_overlay).toBe(true)
    expect(c.youtube).toEqual({ suggested_quality: 'default', region_code: 'us', search_method: 'site', store_id: false })
    expect(c.dates).toEqual({ format: 'short', locale: 'en_US', default_timezone: 'auto' })
    expect(c.i18n).toEqual({ default_localization: 'en', enable: true })
    expect(c.themes).toEqual({ user_change: true, default_id: 0 })
    expect(c.billing).toMatchObject({ enable: false, stripe_test_mode: true, paypal_test_mode: true })
    expect(c.uploads).toMatchObject({ chunk: true, chunk_size: 4 * 1024 * 1024, autoMatch: true })
    expect(c.cookie_notice).toMatchObject({ enable: false, position: 'bottom' })
    expect(c.ads).toMatchObject({ general_top: null, album_above: null, disable: false })
    expect(c).toMatchObject({ artist_bio_provider: 'local', wikipedia_language: 'en', search_provider: 'local', radio_provider: 'local' })
  })

  it('offers "Become an artist" by default and files its switch under Uploading, not Player (issue 28)', async () => {
    const { client } = await get()
    expect((client as { player: Record<string, unknown> }).player.show_become_artist_btn).toBe(true)
    const pageOf = (key: string) => SETTINGS_PAGES.find((p) => p.fields.some((f) => f.key === key))?.id
    expect(pageOf('player.show_become_artist_btn')).toBe('uploading')
    // The admin can still hide it.
    expect((await post({ client: JSON.stringify({ 'player.show_become_artist_btn': false }) })).statusCode).toBe(200)
    const boot = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(boot.json().settings.player.show_become_artist_btn).toBe(false)
    await post({ client: JSON.stringify({ 'player.show_become_artist_btn': true }) })
  })

  it('never sends a secret back in clear, and the placeholder keeps the stored secret', async () => {
    const save = await post({ server: JSON.stringify({ 'mail.password': 'hunter2', spotify_secret: 'sp-secret', 'notifications.vapid_private_key': 'vapid-priv', 'billing.stripe_secret_key': 'sk_live_x' }) })
    expect(save.statusCode).toBe(200)
    expect(save.body).not.toContain('hunter2')
    expect(save.body).not.toContain('sk_live_x')
    const { server } = await get()
    expect(server['mail.password']).toBe(SECRET_PLACEHOLDER)
    expect(server['notifications.vapid_private_key']).toBe(SECRET_PLACEHOLDER)
    // An empty secret is shown empty, not as a placeholder, so the admin can tell it is unset.
    expect(server['social.google.client_secret']).toBe('')
    // The form posts the whole page back, placeholder included: the stored secret stays.
    await post({ server: JSON.stringify({ 'mail.password': SECRET_PLACEHOLDER, 'mail.host': 'smtp.example.com' }) })
    const [row] = await t.db.select().from(settings).where(eq(settings.name, 'mail.password'))
    expect(row!.value).toBe('hunter2')
    expect(row!.private).toBe(true)
  })

  it('answers 422 naming the key for a value its field refuses', async () => {
    const res = await post({ client: JSON.stringify({ 'player.default_volume': 101, 'player.seekbar_type': 'bars' }) })
    expect(res.statusCode).toBe(422)
    const errors = ErrorPayloadSchema.parse(res.json()).errors
    expect(errors?.['client.player.default_volume']).toEqual(['Must be at most 100.'])
    expect(errors?.['client.player.seekbar_type']).toEqual(['Choose one of the listed values.'])
    const port = await post({ server: JSON.stringify({ 'mail.port': 'abc' }) })
    expect(ErrorPayloadSchema.parse(port.json()).errors?.['server.mail.port']).toEqual(['Must be a number.'])
    const tabs = await post({ client: JSON.stringify({ 'artistPage.tabs': [{ id: 9, active: true }] }) })
    expect(tabs.statusCode).toBe(422)
  })

  it('refuses members (403 JSON) on GET and POST', async () => {
    const member = { [AS_USER]: String((await newMember(t.db)).id) }
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: member })
    expect(read.statusCode).toBe(403)
    expect(ErrorPayloadSchema.parse(read.json()).message).toBe('This action is unauthorized.')
    expect((await post({ client: '{"player.hide_queue": true}' }, member)).statusCode).toBe(403)
  })

  it('applies a change without a restart: bootstrap-data and mail delivery see it at once', async () => {
    await post({ client: JSON.stringify({ 'player.hide_lyrics': true }) })
    const boot = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data' })
    expect(boot.json().settings.player.hide_lyrics).toBe(true)

    const smtp = await startSmtpPeer(SMTP_PORT)
    try {
      const configure = await post({
        server: JSON.stringify({ 'mail.driver': 'smtp', 'mail.host': '127.0.0.1', 'mail.port': SMTP_PORT, 'mail.encryption': 'none', 'mail.username': '', 'mail.from_address': 'site@example.com', 'mail.from_name': 'Encore' }),
      })
      expect(configure.statusCode).toBe(200)
      const forgot = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'admin@example.com' } })
      expect(forgot.statusCode).toBe(200)
      // Delivery is a queued job now: wait for the SMTP peer to receive it.
      const mail = await smtp.waitFor('admin@example.com')
      expect(mail?.text).toContain('Reset Password')
      expect(mail?.raw).toContain('site@example.com')
    } finally {
      await smtp.close()
    }
  })
})

import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { SettingsResponseSchema } from '../../../src/shared/contracts/settings'
import { ADS_SETTINGS_PAGE, SECRET_PLACEHOLDER, SETTINGS_PAGES } from '../../../src/shared/contracts/settings-fields'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS } from '../../../src/shared/lib/settings-defaults'
import { settings } from '../../../src/server/db/schema/index'
import type { TestApp } from '../../helpers/build-app'
import { makeSettingsRepo } from '../../../src/server/modules/settings/index'
import { AS_USER, adminId, buildPlatformApp } from '../platform/platform-app'

/**
 * Issue 23, item 3: a key whose name says it is a secret is masked in admin GET settings, whichever
 * list it comes from (the settings field list, the defaults, or a row the server stored itself, like
 * the VAPID pair made on first start), and posting the mask back keeps the stored value.
 */
const SECRET_NAME = /secret|password|private|token/i

describe('secret settings are masked', () => {
  let t: TestApp
  let admin: Record<string, string>
  let secretKeys: string[]
  const stored = new Map<string, unknown>()

  beforeAll(async () => {
    t = await buildPlatformApp()
    admin = { [AS_USER]: String(await adminId(t.db)) }
    const fields = [...SETTINGS_PAGES, ADS_SETTINGS_PAGE].flatMap((page) => page.fields)
    const serverRows = (await t.db.select().from(settings).where(eq(settings.private, true))).map((row) => row.name)
    const known = new Set([...fields.filter((f) => f.scope === 'server').map((f) => f.key), ...Object.keys(SERVER_SETTING_DEFAULTS), ...serverRows])
    secretKeys = [...known].filter((key) => SECRET_NAME.test(key)).sort()
    // Every secret gets a value of its own; the VAPID private key keeps the one made at start-up.
    const missing = []
    for (const [i, key] of secretKeys.entries()) {
      const [row] = await t.db.select().from(settings).where(eq(settings.name, key))
      const value = typeof row?.value === 'string' && row.value !== '' ? row.value : `stored-secret-${i}-value`
      if (!row) missing.push({ name: key, value, private: true })
      stored.set(key, value)
    }
    // Through the real repo, which also drops its cached rows.
    await makeSettingsRepo(t.db).upsert(missing)
  })
  afterAll(() => t.close())

  const getSettings = () => t.app.inject({ method: 'GET', url: '/api/v1/settings', headers: admin })

  it('finds the secrets the server keeps, the VAPID private key among them', () => {
    expect(secretKeys).toContain('notifications.vapid_private_key')
    expect(secretKeys).toEqual(expect.arrayContaining(['mail.password', 'recaptcha.secret_key', 'storage.s3.secret', 'billing.stripe_secret_key', 'social.google.client_secret']))
  })

  it('no client setting (sent to every browser) is named like a secret', () => {
    const fields = [...SETTINGS_PAGES, ADS_SETTINGS_PAGE].flatMap((page) => page.fields)
    const clientKeys = [...fields.filter((f) => f.scope === 'client').map((f) => f.key), ...Object.keys(CLIENT_SETTING_DEFAULTS)]
    expect(clientKeys.filter((key) => SECRET_NAME.test(key))).toEqual([])
  })

  it('GET settings answers every one of them masked, and no stored value appears anywhere in the answer', async () => {
    const res = await getSettings()
    expect(res.statusCode).toBe(200)
    const { server } = SettingsResponseSchema.parse(res.json())
    for (const key of secretKeys) expect(server[key], key).toBe(SECRET_PLACEHOLDER)
    for (const value of stored.values()) expect(res.body).not.toContain(String(value))
  })

  it('posting the placeholder back (the admin form sends the whole page) keeps every stored secret', async () => {
    const masked = Object.fromEntries(secretKeys.map((key) => [key, SECRET_PLACEHOLDER]))
    const save = await t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin, payload: { server: JSON.stringify(masked) } })
    expect(save.statusCode).toBe(200)
    for (const key of secretKeys) {
      const [row] = await t.db.select().from(settings).where(eq(settings.name, key))
      expect(row?.value, key).toBe(stored.get(key))
    }
  })

  it('migration 0014 drops the old, never-read vapid.* rows, which the field list no longer masks', async () => {
    const repo = makeSettingsRepo(t.db)
    await repo.upsert([{ name: 'vapid.private_key', value: 'old-orphan-private', private: true }, { name: 'vapid.public_key', value: 'old-orphan-public', private: false }])
    const migration = readFileSync(new URL('../../../src/server/db/migrations/0015_orphan_vapid_settings.sql', import.meta.url), 'utf8')
    await t.db.execute(sql.raw(migration))
    repo.forget()
    const res = await getSettings()
    expect(res.body).not.toContain('old-orphan')
    expect(await t.db.select().from(settings).where(eq(settings.name, 'vapid.private_key'))).toEqual([])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { makeSettingsRepo } from '../../../src/server/modules/settings/index'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp } from './platform-app'

// Outside tests the guest payload is reused for one second; this file runs the app as production does.
describe('bootstrap-data guest payload cache', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildPlatformApp({ NODE_ENV: 'production' })
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers })

  it('answers guests with the same valid JSON within the window, per cookie-notice state', async () => {
    const first = await get()
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-type']).toContain('application/json')
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect(BootstrapDataSchema.parse(first.json()).user).toBeNull()

    await makeSettingsRepo(t.db).upsert([{ name: 'branding.site_name', value: 'Renamed', private: false }])
    const second = await get()
    expect(second.body).toBe(first.body)

    const accepted = await get({ cookie: 'cookie_notice=true' })
    expect(BootstrapDataSchema.parse(accepted.json()).user).toBeNull()
  })

  it('never serves the cached guest payload to a signed-in user', async () => {
    await get()
    const res = await get({ [AS_USER]: String(await adminId(t.db)) })
    const body = BootstrapDataSchema.parse(res.json())
    expect(body.user?.email).toBe('admin@example.com')
  })
})

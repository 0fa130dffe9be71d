import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BootstrapDataSchema } from '../../../src/shared/contracts/bootstrap'
import { UserWorkspacesResponseSchema } from '../../../src/shared/contracts/workspaces'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { actor } from '../backstage/backstage-app'
import { json } from './workspaces-app'

// Issue 25: the admin's "Enable workspaces" (workspaces.integrated) turns them on and off without a
// restart; WORKSPACES_ENABLED, when set, wins over it.
const build = (env: Record<string, string> = {}) => buildTestApp({ ADMIN_PASSWORD: 'admin-password-1', ...env }, { seedPlatform: true, actAsUser: true })

async function integrated(t: TestApp): Promise<boolean | undefined> {
  const settings = BootstrapDataSchema.parse((await t.app.inject({ url: '/api/v1/bootstrap-data' })).json()).settings as { workspaces?: { integrated?: boolean } }
  return settings.workspaces?.integrated
}

describe('workspaces.integrated with WORKSPACES_ENABLED unset', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await build()
  })
  afterAll(() => t.close())

  it('is off by default, and the admin turns workspaces on and off again', async () => {
    const admin = await actor(t.db, ['admin'])
    expect((await t.app.inject(json('GET', 'me/workspaces', admin.headers))).statusCode).toBe(404)
    expect(await integrated(t)).toBe(false)

    expect((await t.app.inject(json('POST', 'settings', admin.headers, { client: JSON.stringify({ 'workspaces.integrated': true }) }))).statusCode).toBe(200)
    const list = await t.app.inject(json('GET', 'me/workspaces', admin.headers))
    expect(list.statusCode).toBe(200)
    UserWorkspacesResponseSchema.parse(list.json())
    expect((await t.app.inject(json('POST', 'workspace', admin.headers, { name: 'Band' }))).statusCode).toBe(200)
    expect(await integrated(t)).toBe(true)

    expect((await t.app.inject(json('POST', 'settings', admin.headers, { client: JSON.stringify({ 'workspaces.integrated': false }) }))).statusCode).toBe(200)
    expect((await t.app.inject(json('GET', 'me/workspaces', admin.headers))).statusCode).toBe(404)
    expect(await integrated(t)).toBe(false)
  })
})

describe('workspaces.integrated with WORKSPACES_ENABLED=0', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await build({ WORKSPACES_ENABLED: '0' })
  })
  afterAll(() => t.close())

  it('the environment wins: the saved setting changes nothing', async () => {
    const admin = await actor(t.db, ['admin'])
    expect((await t.app.inject(json('POST', 'settings', admin.headers, { client: JSON.stringify({ 'workspaces.integrated': true }) }))).statusCode).toBe(200)
    expect((await t.app.inject(json('GET', 'me/workspaces', admin.headers))).statusCode).toBe(404)
    expect(await integrated(t)).toBe(false)
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { InvitesResponseSchema } from '../../../src/shared/contracts/workspaces'
import { outgoingEmails } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newUser, setSetting } from '../auth/auth-helpers'
import { actor, artistActor, follow } from '../notifications/notifications-app'
import { creator, newWorkspace, workspaceRoleId } from '../workspaces/workspaces-app'

/**
 * Issue 23, item 2: every absolute link starts with the configured base address (APP_URL, else
 * http://localhost:PORT), whatever Host or X-Forwarded-* a request carries, even with TRUST_PROXY on.
 */
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

const mailsTo = async (t: TestApp, to: string) => (await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to))).map((m) => `${m.text}\n${m.html}`)

const CONFIGS: Array<{ name: string; env: Record<string, string>; base: string }> = [
  { name: 'APP_URL set', env: { APP_URL: 'https://music.example.com/' }, base: 'https://music.example.com' },
  { name: 'bare start (no APP_URL)', env: { PORT: '4437' }, base: 'http://localhost:4437' },
]

describe.each(CONFIGS)('links come from the configured base address: $name', ({ env, base }) => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'admin-password-1', WORKSPACES_ENABLED: '1', TRUST_PROXY: '1', ...env }, { seedPlatform: true, actAsUser: true })
    // Stored before the first request: the settings rows are cached for a second.
    await setSetting(t.db, 'social.google.enable', true)
    await setSetting(t.db, 'social.google.client_id', 'encore', true)
    await setSetting(t.db, 'social.google.authorize_url', 'https://accounts.example.org/authorize', true)
    await setSetting(t.db, 'base_url', 'https://stored.example.net')
  }, 60_000)
  afterAll(() => t.close())

  it('password reset mail', async () => {
    await newUser(t.db, 'reset@example.com')
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', headers: HOSTILE, payload: { email: 'reset@example.com' } })
    expect(res.statusCode).toBe(200)
    const [mail] = await mailsTo(t, 'reset@example.com')
    expect(mail).toMatch(new RegExp(`${base.replace(/[.]/g, '\\.')}/password/reset/[\\w-]+\\?email=reset%40example\\.com`))
    expect(mail).not.toContain('evil.example')
  })

  it('workspace invite mail', async () => {
    const owner = await creator(t.db)
    const ws = await newWorkspace(t.db, owner.id, [], 'Studio')
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/workspace/${ws.id}/invite`,
      headers: { ...owner.headers, ...HOSTILE },
      payload: { emails: ['invitee@example.com'], role_id: await workspaceRoleId(t.db, 'Workspace Member') },
    })
    expect(res.statusCode).toBe(200)
    const [invite] = InvitesResponseSchema.parse(res.json()).invites
    const [mail] = await mailsTo(t, 'invitee@example.com')
    expect(mail).toContain(`${base}/workspace/join/register?email=invitee%40example.com&inviteId=${invite!.id}`)
    expect(mail).not.toContain('evil.example')
  })

  it('notification mail', async () => {
    const uploader = await artistActor(t.db, 'Nova')
    const fan = await actor(t.db, ['users'], 'Mailfan')
    await follow(t.db, fan.id, uploader.artist.id)
    const choose = await t.app.inject({ method: 'PUT', url: '/api/v1/notifications/me/subscriptions', headers: fan.headers, payload: { selections: [{ notif_id: 'ArtistUploadedMedia', channels: { email: true } }] } })
    expect(choose.statusCode).toBe(200)
    const email = (await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers: fan.headers })).json().user.email as string
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/tracks', headers: { ...uploader.user.headers, ...HOSTILE }, payload: { name: 'Glass', duration: 185000, artists: ['CURRENT_USER'] } })
    expect(res.statusCode).toBe(200)
    const trackId = res.json().track.id as number
    const mail = await vi.waitFor(async () => {
      const [found] = await mailsTo(t, email)
      expect(found).toBeDefined()
      return found!
    }, { timeout: 20_000, interval: 50 })
    expect(mail).toContain(`${base}/track/${trackId}/glass`)
    expect(mail).not.toContain('evil.example')
  })

  it('OAuth redirect_uri', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/secure/auth/social/google/login', headers: HOSTILE })
    expect(res.statusCode, res.body).toBe(302)
    const authorize = new URL(res.headers.location as string)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/api/v1/secure/auth/social/google/callback`)
  })

  it('bootstrap-data base_url (guest and signed in); a stored base_url row does not override it', async () => {
    const who = await actor(t.db, ['users'])
    for (const headers of [HOSTILE, { ...who.headers, ...HOSTILE }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/bootstrap-data', headers })
      expect(res.json().settings.base_url).toBe(base)
    }
  })
})

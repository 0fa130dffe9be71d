import { eq } from 'drizzle-orm'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { socialProfiles, users } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD, setSetting } from './auth-helpers'

let identity: Record<string, unknown> = {}

/** Runs the popup: our redirect -> the real OAuth2 server's /authorize -> our callback page. */
async function runPopup(b: Browser, mode: 'login' | 'connect' = 'login') {
  const start = await b.get(`secure/auth/social/google/${mode}`)
  expect(start.statusCode).toBe(302)
  const authorize = new URL(start.headers.location as string)
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
  const res = await fetch(authorize, { redirect: 'manual' })
  const callback = new URL(res.headers.get('location')!)
  expect(callback.pathname).toBe('/api/v1/secure/auth/social/google/callback')
  const page = await b.get(`${callback.pathname.slice('/api/v1/'.length)}${callback.search}`)
  expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  expect(page.body).toContain('<script src="/social-callback.js"></script>')
  const json = /<script type="application\/json" id="social-auth-data">(.*?)<\/script>/s.exec(page.body)![1]!
  return JSON.parse(json) as { type: string; status: string; callbackData: { bootstrapData?: { user: { email: string } | null }; errorMessage?: string } }
}

describe('social login through a real OAuth2 server on loopback', () => {
  let t: TestApp
  let oauth: OAuth2Server
  beforeAll(async () => {
    oauth = new OAuth2Server()
    await oauth.issuer.keys.generate('RS256')
    await oauth.start(3156, '127.0.0.1')
    oauth.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = identity
    })
    t = await buildTestApp({ APP_URL: 'http://127.0.0.1:3151' })
    const base = 'http://127.0.0.1:3156'
    await setSetting(t.db, 'social.google.enable', true)
    await setSetting(t.db, 'social.google.client_id', 'encore', true)
    await setSetting(t.db, 'social.google.client_secret', 'secret', true)
    await setSetting(t.db, 'social.google.authorize_url', `${base}/authorize`, true)
    await setSetting(t.db, 'social.google.token_url', `${base}/token`, true)
    await setSetting(t.db, 'social.google.userinfo_url', `${base}/userinfo`, true)
  })
  afterAll(async () => {
    await t.close()
    await oauth.stop()
  })

  it('is off unless enabled in settings', async () => {
    expect((await new Browser(t.app).get('secure/auth/social/facebook/login')).statusCode).toBe(404)
  })

  it('registers and signs in a new user (SUCCESS), then reports ALREADY_LOGGED_IN', async () => {
    identity = { sub: 'g-1', email: 'Social@Example.com', name: 'Soo Cial' }
    const b = new Browser(t.app)
    const msg = await runPopup(b)
    expect(msg).toMatchObject({ type: 'social-auth', status: 'SUCCESS', callbackData: { bootstrapData: { user: { email: 'social@example.com' } } } })
    expect((await b.get('user-sessions')).statusCode).toBe(200)
    const [u] = await t.db.select().from(users).where(eq(users.email, 'social@example.com'))
    expect(await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, u!.id))).toHaveLength(1)
    expect((await runPopup(b)).status).toBe('ALREADY_LOGGED_IN')
  })

  it('asks for the password before linking an existing account (REQUEST_PASSWORD)', async () => {
    const owner = await newUser(t.db, 'owner@example.com')
    identity = { sub: 'g-2', email: 'owner@example.com', name: 'Owner' }
    const b = new Browser(t.app)
    expect((await runPopup(b)).status).toBe('REQUEST_PASSWORD')
    expect((await b.get('user-sessions')).statusCode).toBe(401)
    const wrong = await b.post('secure/auth/social/connect', { password: 'nope' })
    expect(wrong.statusCode).toBe(422)
    expect(await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, owner.id))).toHaveLength(0)
    const ok = await b.post('secure/auth/social/connect', { password: PASSWORD })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ bootstrapData: { user: { email: 'owner@example.com' } } })
    expect(await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, owner.id))).toHaveLength(1)
    // The next popup logs straight in.
    expect((await runPopup(new Browser(t.app))).status).toBe('SUCCESS')
  })

  it('refuses a callback whose state does not match (ERROR)', async () => {
    const b = new Browser(t.app)
    await b.get('secure/auth/social/google/login')
    const page = await b.get('secure/auth/social/google/callback?code=abc&state=forged')
    expect(page.body).toContain('"status":"ERROR"')
    expect(page.body).toContain('An error occurred. Please try again later')
  })

  it('connects and disconnects a provider for the signed-in user', async () => {
    const me = await newUser(t.db, 'linker@example.com')
    identity = { sub: 'g-3', email: 'different@example.com' }
    const b = new Browser(t.app)
    await b.login('linker@example.com')
    expect((await runPopup(b, 'connect')).status).toBe('SUCCESS')
    const [p] = await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, me.id))
    expect(p).toMatchObject({ serviceName: 'google', userServiceId: 'g-3' })
    expect((await b.post('secure/auth/social/google/disconnect', {}, { xsrf: false })).statusCode).toBe(419)
    expect((await b.post('secure/auth/social/google/disconnect')).statusCode).toBe(200)
    expect(await t.db.select().from(socialProfiles).where(eq(socialProfiles.userId, me.id))).toHaveLength(0)
  })
})

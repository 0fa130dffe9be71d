import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { RegisterResponseSchema } from '../../../src/shared/contracts/auth'
import { RECAPTCHA_FAILED_MESSAGE } from '../../../src/shared/contracts/recaptcha'
import { roles, users } from '../../../src/server/db/schema/index'
import { makeSettingsRepo, makeSettingsService } from '../../../src/server/modules/settings/index'
import { CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD } from '../auth/auth-helpers'
import { startVerifyPeer } from './verify-peer'

const SECRET = 'test-secret'
const DEAD_URL = 'http://127.0.0.1:3222/recaptcha/api/siteverify'

describe('recaptcha: verify endpoint, enforcement on register and login, page policy', () => {
  let t: TestApp
  let peer: Awaited<ReturnType<typeof startVerifyPeer>>
  let settings: ReturnType<typeof makeSettingsService>

  /** Writes through the settings service, which flushes the one-second settings cache at once. */
  const configure = (enable: { register?: boolean; login?: boolean }, verifyUrl = peer.url) =>
    settings.update({
      client: { 'recaptcha.site_key': 'site-key', 'recaptcha.enable.register': !!enable.register, 'recaptcha.enable.login': !!enable.login },
      server: { 'recaptcha.secret_key': SECRET, 'recaptcha.verify_url': verifyUrl },
    })
  const register = (email: string, extra: Record<string, unknown> = {}) =>
    new Browser(t.app).post('auth/register', { email, password: PASSWORD, password_confirmation: PASSWORD, ...extra })
  const userCount = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email))).length

  beforeAll(async () => {
    peer = await startVerifyPeer(3221, SECRET)
    t = await buildTestApp()
    settings = makeSettingsService({ repo: makeSettingsRepo(t.db) })
    await t.db.insert(roles).values({ name: 'users', default: true })
  })
  afterAll(async () => {
    await t.close()
    await peer.close()
  })
  beforeEach(() => {
    peer.calls.length = 0
  })

  it('POST recaptcha/verify asks the peer with the secret, token and IP, and answers the success flag', async () => {
    await configure({})
    const b = new Browser(t.app, '10.1.2.3')
    const good = await b.post('recaptcha/verify', { token: 'human-register' })
    expect(good.statusCode).toBe(200)
    expect(good.json()).toEqual({ success: true })
    expect(peer.calls[0]).toEqual({ secret: SECRET, response: 'human-register', remoteip: '10.1.2.3', contentType: 'application/x-www-form-urlencoded' })
    expect((await b.post('recaptcha/verify', { token: 'forged' })).json()).toEqual({ success: false })
    // A v3 score under recaptcha.min_score (0.5 by default) is not a human.
    expect((await b.post('recaptcha/verify', { token: 'bot' })).json()).toEqual({ success: false })
    expect((await b.post('recaptcha/verify', {})).statusCode).toBe(422)
  })

  it('answers success false, not 500, when the verify endpoint is down or the secret is wrong', async () => {
    await configure({}, DEAD_URL)
    const res = await new Browser(t.app).post('recaptcha/verify', { token: 'human-register' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: false })
    await settings.update({ server: { 'recaptcha.secret_key': 'wrong', 'recaptcha.verify_url': peer.url } })
    expect((await new Browser(t.app).post('recaptcha/verify', { token: 'human-register' })).json()).toEqual({ success: false })
  })

  it('with register protected: a passing token registers, while a missing, forged or low-score token is 422 and creates nobody', async () => {
    await configure({ register: true })
    for (const [email, extra] of [
      ['none@example.com', {}],
      ['forged@example.com', { recaptcha_token: 'forged' }],
      ['bot@example.com', { recaptcha_token: 'bot' }],
      // A token issued for another action does not open registration.
      ['other@example.com', { recaptcha_token: 'human-login' }],
    ] as const) {
      const res = await register(email, extra)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ recaptcha_token: RECAPTCHA_FAILED_MESSAGE })
      expect(await userCount(email)).toBe(0)
    }
    const ok = await register('human@example.com', { recaptcha_token: 'human-register' })
    expect(ok.statusCode).toBe(200)
    expect(RegisterResponseSchema.parse(ok.json()).bootstrapData.user).toMatchObject({ email: 'human@example.com' })
    expect(await userCount('human@example.com')).toBe(1)
    expect(peer.calls.at(-1)).toMatchObject({ secret: SECRET, response: 'human-register' })
  })

  it('with the verify endpoint down a protected register is 422, not 500, and creates nobody', async () => {
    await configure({ register: true }, DEAD_URL)
    const res = await register('down@example.com', { recaptcha_token: 'human-register' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.recaptcha_token).toBe(RECAPTCHA_FAILED_MESSAGE)
    expect(await userCount('down@example.com')).toBe(0)
  })

  it('with recaptcha off no token is needed and the peer is never asked', async () => {
    await configure({})
    expect((await register('plain@example.com')).statusCode).toBe(200)
    expect(await userCount('plain@example.com')).toBe(1)
    expect((await new Browser(t.app).login('plain@example.com')).statusCode).toBe(200)
    expect(peer.calls).toHaveLength(0)
  })

  it('with login protected: no session without a passing token; a passing one signs in', async () => {
    await newUser(t.db, 'login@example.com')
    await configure({ login: true })
    const refused = new Browser(t.app)
    const bad = await refused.post('auth/login', { email: 'login@example.com', password: PASSWORD, recaptcha_token: 'forged' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toEqual({ recaptcha_token: RECAPTCHA_FAILED_MESSAGE })
    expect(refused.cookies.has('encore_session')).toBe(false)
    const ok = await new Browser(t.app).post('auth/login', { email: 'login@example.com', password: PASSWORD, recaptcha_token: 'human-login' })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().bootstrapData.user.email).toBe('login@example.com')
    // Register stays open without a token while only login is protected.
    expect((await register('free@example.com')).statusCode).toBe(200)
  })

  it('opens the page policy to the recaptcha hosts only while an action is enabled', async () => {
    await configure({})
    const strict = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
    // The strict policy as every page gets it: with YouTube's script and player frame (decision 0031).
    const withYoutube = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' https://www.youtube.com").replace("frame-src 'self'", "frame-src 'self' https://www.youtube-nocookie.com")
    expect(strict.headers['content-security-policy']).toBe(withYoutube)
    expect(String(strict.headers['content-security-policy'])).not.toContain('google')

    await configure({ register: true })
    const open = String((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).headers['content-security-policy'])
    const directive = (name: string) => open.split('; ').find((d) => d.startsWith(`${name} `))
    expect(directive('script-src')).toBe("script-src 'self' https://www.youtube.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/")
    expect(directive('frame-src')).toBe("frame-src 'self' https://www.youtube-nocookie.com https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/")
    expect(open).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(directive('default-src')).toBe("default-src 'self'")
    expect(open).toContain("frame-ancestors 'none'")
    // Embeds never carry a recaptcha form and keep their own strict policy.
    const embed = String((await t.app.inject({ method: 'GET', url: '/track/5/song/embed' })).headers['content-security-policy'])
    expect(embed).not.toContain('google')
  })

  it('never sends the secret, verify URL or score threshold to browsers', async () => {
    await configure({ register: true })
    const res = await new Browser(t.app).get('bootstrap-data')
    const text = res.body
    expect(text).not.toContain(SECRET)
    expect(text).not.toContain('siteverify')
    expect(text).toContain('site-key')
  })
})

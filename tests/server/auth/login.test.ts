import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginResponseSchema } from '../../../src/shared/contracts/auth'
import { outgoingEmails, userSessions, users } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD } from './auth-helpers'

describe('sessions: login, logout and XSRF', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
    await newUser(t.db, 'ann@example.com', { firstName: 'Ann' })
    await newUser(t.db, 'bob@example.com')
  })
  afterAll(async () => {
    await t.close()
  })

  it('logs in with a hashed server-side session and an XSRF cookie', async () => {
    const b = new Browser(t.app)
    const res = await b.request('POST', 'auth/login', { email: 'ANN@example.com', password: PASSWORD, remember: true }, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' },
    })
    expect(res.statusCode).toBe(200)
    const body = LoginResponseSchema.parse(res.json())
    expect(body).toMatchObject({ status: 'success', bootstrapData: { user: { email: 'ann@example.com', name: 'Ann' } } })
    const session = res.cookies.find((c) => c.name === 'encore_session')!
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 })
    expect(session.secure).toBeFalsy()
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!
    expect(xsrf.httpOnly).toBeFalsy()
    const [row] = await t.db.select().from(userSessions).where(eq(userSessions.xsrfToken, xsrf.value))
    expect(row!.tokenHash).not.toBe(session.value)
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row).toMatchObject({ deviceType: 'mobile', platform: 'iOS', browser: 'Mobile Safari', ipAddress: '127.0.0.1' })
    const me = await b.get('user-sessions')
    expect(me.statusCode).toBe(200)
  })

  it('sets a browser-session cookie without remember, and Secure behind https', async () => {
    const b = new Browser(t.app)
    const res = await b.request('POST', 'auth/login', { email: 'bob@example.com', password: PASSWORD, remember: false }, { headers: { 'x-forwarded-proto': 'https' } })
    const session = res.cookies.find((c) => c.name === 'encore_session')!
    expect(session.maxAge).toBeUndefined()
    // TRUST_PROXY is off in this app, so the forwarded header is ignored.
    expect(session.secure).toBeFalsy()
    const proxied = await buildTestApp({ TRUST_PROXY: '1' })
    try {
      await newUser(proxied.db, 'bob@example.com')
      const r = await new Browser(proxied.app).request('POST', 'auth/login', { email: 'bob@example.com', password: PASSWORD }, { headers: { 'x-forwarded-proto': 'https' } })
      expect(r.cookies.find((c) => c.name === 'encore_session')!.secure).toBe(true)
    } finally {
      await proxied.close()
    }
  })

  it('refuses a wrong password with a field error and no cookie', async () => {
    const b = new Browser(t.app, '10.0.0.9')
    const res = await b.login('ann@example.com', 'wrong password')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: 'These credentials do not match our records.', errors: { email: 'These credentials do not match our records.' } })
    expect(res.cookies.find((c) => c.name === 'encore_session')).toBeUndefined()
  })

  it('answers field errors for missing input', async () => {
    const res = await new Browser(t.app).post('auth/login', { email: 'not-an-email' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toMatchObject({ email: ['The email must be a valid email address.'], password: ['The password field is required.'] })
  })

  it('refuses a state-changing request without the XSRF header (419) and changes nothing', async () => {
    const b = new Browser(t.app)
    await b.login('ann@example.com')
    const before = await t.db.select().from(users).where(eq(users.email, 'ann@example.com'))
    const res = await b.request('PUT', 'auth/user/password', { current_password: PASSWORD, password: 'another password', password_confirmation: 'another password' }, { xsrf: false })
    expect(res.statusCode).toBe(419)
    expect(res.json()).toEqual({ message: 'CSRF token mismatch.' })
    const wrong = await b.request('POST', 'auth/logout', {}, { headers: { 'x-xsrf-token': 'forged' }, xsrf: false })
    expect(wrong.statusCode).toBe(419)
    const after = await t.db.select().from(users).where(eq(users.email, 'ann@example.com'))
    expect(after[0]!.password).toBe(before[0]!.password)
    expect((await b.get('user-sessions')).statusCode).toBe(200)
  })

  it('refuses a cross-site login (login CSRF) without creating a session', async () => {
    const res = await new Browser(t.app).request('POST', 'auth/login', { email: 'ann@example.com', password: PASSWORD }, { headers: { 'sec-fetch-site': 'cross-site' } })
    expect(res.statusCode).toBe(419)
    expect(res.cookies.find((c) => c.name === 'encore_session')).toBeUndefined()
  })

  it('applies the XSRF rule to method-overridden POSTs too', async () => {
    const b = new Browser(t.app)
    await b.login('ann@example.com')
    const res = await b.request('POST', 'auth/user/password?_method=PUT', { current_password: PASSWORD, password: 'x', password_confirmation: 'x' }, { xsrf: false })
    expect(res.statusCode).toBe(419)
  })

  it('logs out: deletes the session row and answers guest bootstrap data', async () => {
    const b = new Browser(t.app)
    await b.login('bob@example.com')
    const token = b.cookies.get('XSRF-TOKEN')!
    const res = await b.post('auth/logout')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ bootstrapData: { user: null, settings: expect.any(Object) } })
    expect(await t.db.select().from(userSessions).where(eq(userSessions.xsrfToken, token))).toHaveLength(0)
    expect(b.cookies.has('encore_session')).toBe(false)
    expect((await b.get('user-sessions')).statusCode).toBe(401)
  })

  it('keeps mails in the outgoing-email log when no MAIL_URL is set', async () => {
    expect((await new Browser(t.app).post('auth/forgot-password', { email: 'bob@example.com' })).statusCode).toBe(200)
    const [mail] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, 'bob@example.com'))
    expect(mail).toMatchObject({ status: 'logged', subject: 'Reset Password Notification' })
    expect(mail!.text).toMatch(/\/password\/reset\/[\w-]+\?email=bob%40example\.com/)
  })

  it('expires a non-remembered session after 2 idle hours (server-side)', async () => {
    let now = new Date('2030-01-01T10:00:00Z')
    const clocked = await buildTestApp()
    try {
      // A second app over its own database with an injected clock.
      const { buildApp } = await import('../../../src/server/app')
      const app = await buildApp({ env: clocked.env, db: clocked.db, storage: clocked.storage, clock: () => now })
      await newUser(clocked.db, 'cat@example.com')
      const b = new Browser(app)
      await b.login('cat@example.com', PASSWORD, false)
      now = new Date('2030-01-01T11:30:00Z')
      expect((await b.get('user-sessions')).statusCode).toBe(200)
      now = new Date('2030-01-01T13:00:00Z')
      expect((await b.get('user-sessions')).statusCode).toBe(200)
      now = new Date('2030-01-01T15:01:00Z')
      expect((await b.get('user-sessions')).statusCode).toBe(401)
      await app.close()
    } finally {
      await clocked.close()
    }
  })
})

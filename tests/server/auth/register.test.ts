import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RegisterResponseSchema } from '../../../src/shared/contracts/auth'
import { buildApp } from '../../../src/server/app'
import { authCodes, outgoingEmails, roles, userRole, users } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD, setSetting } from './auth-helpers'
import { eventually } from '../../helpers/redis'
import { startSmtpPeer } from './smtp-peer'

const register = (b: Browser, email: string, extra: Record<string, unknown> = {}) =>
  b.post('auth/register', { email, password: PASSWORD, password_confirmation: PASSWORD, ...extra })

describe('register, e-mail verification and password reset over a real SMTP peer', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>
  let now = new Date()
  let app: TestApp['app']
  beforeAll(async () => {
    smtp = await startSmtpPeer(3155)
    t = await buildTestApp({ MAIL_URL: smtp.url })
    app = await buildApp({ env: t.env, db: t.db, storage: t.storage, clock: () => now })
    await t.db.insert(roles).values({ name: 'users', default: true })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
    await smtp.close()
  })

  it('registers a verified user with the default role when confirmation is off', async () => {
    const b = new Browser(app)
    const res = await register(b, 'new@example.com')
    expect(res.statusCode).toBe(200)
    const body = RegisterResponseSchema.parse(res.json())
    expect(body.status).toBe('success')
    expect(body.bootstrapData.user).toMatchObject({ email: 'new@example.com', roles: [{ name: 'users' }] })
    const [u] = await t.db.select().from(users).where(eq(users.email, 'new@example.com'))
    expect(u!.password).toMatch(/^\$argon2id\$/)
    expect(u!.emailVerifiedAt).not.toBeNull()
    expect(await t.db.select().from(userRole).where(eq(userRole.userId, u!.id))).toHaveLength(1)
    expect((await b.get('user-sessions')).statusCode).toBe(200)
  })

  it('refuses a taken e-mail, a mismatched confirmation and unaccepted policies per field', async () => {
    await setSetting(t.db, 'registration.policies', [{ id: 'terms', label: 'Terms of Service' }])
    const res = await register(new Browser(app), 'new@example.com', { password_confirmation: 'different' })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({
      email: 'The email has already been taken.',
      password: 'The password field confirmation does not match.',
      terms: 'The Terms of Service must be accepted.',
    })
    const ok = await register(new Browser(app), 'policy@example.com', { terms: true })
    expect(ok.statusCode).toBe(200)
    await setSetting(t.db, 'registration.policies', [])
  })

  it('honours registration.disable', async () => {
    await setSetting(t.db, 'registration.disable', true)
    const res = await register(new Browser(app), 'blocked@example.com')
    expect(res.statusCode).toBe(403)
    expect(await t.db.select().from(users).where(eq(users.email, 'blocked@example.com'))).toHaveLength(0)
    await setSetting(t.db, 'registration.disable', false)
  })

  it('mails a 6-digit code when confirmation is required; the code verifies once', async () => {
    await setSetting(t.db, 'require_email_confirmation', true)
    const b = new Browser(app)
    const res = await register(b, 'verify@example.com')
    expect(res.json()).toMatchObject({ status: 'needs_email_verification', bootstrapData: { user: { email_verified_at: null } } })
    const mail = await smtp.waitFor('verify@example.com')
    const code = /verification code is (\d{6})/.exec(mail.text)![1]!
    await eventually(async () => {
      const [logged] = await t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, 'verify@example.com'))
      return logged?.status === 'sent'
    })

    // The gate: until verified, only the gate's own calls work.
    expect((await b.get('user-sessions')).json()).toEqual({ message: 'Please verify your email address.' })
    expect((await b.get('users/me')).statusCode).toBe(200)
    const wrong = await b.post('validate-email-verification-otp', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toHaveProperty('code')
    const ok = await b.post('validate-email-verification-otp', { code })
    expect(ok.statusCode).toBe(200)
    const [u] = await t.db.select().from(users).where(eq(users.email, 'verify@example.com'))
    expect(u!.emailVerifiedAt).not.toBeNull()
    expect((await b.get('user-sessions')).statusCode).toBe(200)
    const reused = await b.post('validate-email-verification-otp', { code })
    expect(reused.statusCode).toBe(422)
    await setSetting(t.db, 'require_email_confirmation', false)
  })

  it('resends a new code that replaces the old one, and codes expire after 30 minutes', async () => {
    const user = await newUser(t.db, 'late@example.com', { emailVerifiedAt: null })
    const b = new Browser(app)
    await b.login('late@example.com')
    expect((await b.post('resend-email-verification', { email: 'late@example.com' })).json()).toEqual({ message: 'Email sent' })
    const first = /verification code is (\d{6})/.exec((await smtp.waitFor('late@example.com', 1)).text)![1]!
    await b.post('resend-email-verification', { email: 'late@example.com' })
    const second = /verification code is (\d{6})/.exec((await smtp.waitFor('late@example.com', 2)).text)![1]!
    expect(await t.db.select().from(authCodes).where(eq(authCodes.userId, user.id))).toHaveLength(1)
    if (first !== second) expect((await b.post('validate-email-verification-otp', { code: first })).statusCode).toBe(422)
    now = new Date(Date.now() + 31 * 60_000)
    const expired = await b.post('validate-email-verification-otp', { code: second })
    now = new Date()
    expect(expired.statusCode).toBe(422)
  })

  it('validates the code format on the server', async () => {
    const b = new Browser(app)
    await b.login('late@example.com')
    expect((await b.post('validate-email-verification-otp', { code: 'abc' })).json().errors).toEqual({ code: ['The code must be a number.'] })
    expect((await b.post('validate-email-verification-otp', { code: '1234567' })).statusCode).toBe(422)
  })

  it('resets a password through the mailed single-use link and ends old sessions', async () => {
    await newUser(t.db, 'forgot@example.com')
    const old = new Browser(app)
    await old.login('forgot@example.com')
    const res = await new Browser(app).post('auth/forgot-password', { email: 'forgot@example.com' })
    expect(res.statusCode).toBe(200)
    const unknown = await new Browser(app).post('auth/forgot-password', { email: 'nobody@example.com' })
    expect(unknown.json()).toEqual(res.json())

    const link = /(http\S+\/password\/reset\/([\w-]+)\?email=(\S+))/.exec((await smtp.waitFor('forgot@example.com')).text)!
    const token = link[2]!
    expect(decodeURIComponent(link[3]!)).toBe('forgot@example.com')
    const body = { token, email: 'forgot@example.com', password: 'brand new password', password_confirmation: 'brand new password' }
    const reset = await new Browser(app).post('auth/reset-password', body)
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toEqual({ message: 'Your password has been reset!' })
    expect((await old.get('user-sessions')).statusCode).toBe(401)
    expect((await new Browser(app).login('forgot@example.com', 'brand new password')).statusCode).toBe(200)
    const again = await new Browser(app).post('auth/reset-password', { ...body, password: 'third password', password_confirmation: 'third password' })
    expect(again.statusCode).toBe(422)
    expect(again.json().errors).toEqual({ email: 'This password reset token is invalid.' })
  })

  it('refuses an expired reset token', async () => {
    await newUser(t.db, 'slow@example.com')
    await new Browser(app).post('auth/forgot-password', { email: 'slow@example.com' })
    const token = /\/password\/reset\/([\w-]+)\?/.exec((await smtp.waitFor('slow@example.com')).text)![1]!
    now = new Date(Date.now() + 61 * 60_000)
    const res = await new Browser(app).post('auth/reset-password', { token, email: 'slow@example.com', password: 'brand new password', password_confirmation: 'brand new password' })
    now = new Date()
    expect(res.statusCode).toBe(422)
  })
})

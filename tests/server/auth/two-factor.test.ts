import { eq } from 'drizzle-orm'
import { generateSync } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RecoveryCodesResponseSchema, TwoFactorQrSchema } from '../../../src/shared/contracts/auth'
import { users } from '../../../src/server/db/schema/index'
import { sha256 } from '../../../src/server/modules/auth/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD } from './auth-helpers'

const totp = (secret: string, at = Date.now()) => generateSync({ secret, epoch: Math.floor(at / 1000) })

describe('password confirmation and two-factor authentication', () => {
  let t: TestApp
  let b: Browser
  let secret = ''
  let recovery: string[] = []
  beforeAll(async () => {
    t = await buildTestApp()
    await newUser(t.db, 'tfa@example.com')
    b = new Browser(t.app)
    await b.login('tfa@example.com')
  })
  afterAll(async () => {
    await t.close()
  })

  it('asks for a confirmed password before enabling (423), then remembers it', async () => {
    expect((await b.get('auth/user/confirmed-password-status')).json()).toEqual({ confirmed: false })
    expect((await b.post('auth/user/two-factor-authentication')).statusCode).toBe(423)
    const wrong = await b.post('auth/user/confirm-password', { password: 'nope' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ password: 'The provided password was incorrect.' })
    expect((await b.post('auth/user/confirm-password', { password: PASSWORD })).statusCode).toBe(200)
    expect((await b.get('auth/user/confirmed-password-status')).json()).toEqual({ confirmed: true })
  })

  it('enables (state 1) with 8 recovery codes of 21 characters and a QR code', async () => {
    const res = await b.post('auth/user/two-factor-authentication')
    expect(res.statusCode).toBe(200)
    recovery = RecoveryCodesResponseSchema.parse(res.json()).recovery_codes
    expect(recovery).toHaveLength(8)
    for (const c of recovery) expect(c).toHaveLength(21)
    const qr = TwoFactorQrSchema.parse((await b.get('auth/user/two-factor/qr-code')).json())
    expect(qr.svg).toContain('<svg')
    secret = qr.secret
    const [u] = await t.db.select().from(users).where(eq(users.email, 'tfa@example.com'))
    expect(u!.twoFactorConfirmedAt).toBeNull()
    // Only hashes are kept, and the account never carries the codes again.
    expect(u!.twoFactorRecoveryCodes).toEqual(recovery.map(sha256))
    const me = await b.get('users/me')
    expect(me.json().user).toMatchObject({ two_factor_setup_pending: true, two_factor_confirmed_at: null })
    expect(me.json().user).not.toHaveProperty('two_factor_recovery_codes')
    for (const c of recovery) expect(me.body).not.toContain(c)
    // State 1 does not yet ask for a code at login.
    expect((await new Browser(t.app).login('tfa@example.com')).json()).toMatchObject({ status: 'success' })
  })

  it('confirms with a TOTP code (state 2); a wrong code is refused', async () => {
    const bad = await b.post('auth/user/confirmed-two-factor-authentication', { code: totp(secret) === '000000' ? '111111' : '000000' })
    expect(bad.statusCode).toBe(422)
    const ok = await b.post('auth/user/confirmed-two-factor-authentication', { code: totp(secret) })
    expect(ok.statusCode).toBe(200)
    const [u] = await t.db.select().from(users).where(eq(users.email, 'tfa@example.com'))
    expect(u!.twoFactorConfirmedAt).not.toBeNull()
  })

  it('login now answers two_factor and the pending session grants nothing', async () => {
    const c = new Browser(t.app)
    const res = await c.login('tfa@example.com')
    expect(res.json()).toEqual({ two_factor: true })
    expect((await c.get('user-sessions')).statusCode).toBe(401)
    const wrong = await c.post('auth/two-factor-challenge', { code: totp(secret) === '000000' ? '111111' : '000000' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json().errors).toEqual({ code: 'The provided two factor authentication code was invalid.' })
    const ok = await c.post('auth/two-factor-challenge', { code: totp(secret) })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ status: 'success', bootstrapData: { user: { email: 'tfa@example.com' } } })
    expect((await c.get('user-sessions')).statusCode).toBe(200)
  })

  it('accepts a recovery code once, then refuses it', async () => {
    const c = new Browser(t.app)
    await c.login('tfa@example.com')
    const code = recovery[0]!
    expect((await c.post('auth/two-factor-challenge', { recovery_code: code })).statusCode).toBe(200)
    const d = new Browser(t.app)
    await d.login('tfa@example.com')
    const reused = await d.post('auth/two-factor-challenge', { recovery_code: code })
    expect(reused.statusCode).toBe(422)
    expect(reused.json().errors).toEqual({ recovery_code: 'The provided two factor recovery code was invalid.' })
    const [u] = await t.db.select().from(users).where(eq(users.email, 'tfa@example.com'))
    expect(u!.twoFactorRecoveryCodes).toHaveLength(7)
  })

  it('throttles the challenge: 429 with Retry-After after 5 failures', async () => {
    const c = new Browser(t.app, '10.1.1.1')
    await c.login('tfa@example.com')
    // One failure of this user is already counted by the reused-recovery-code test (same minute).
    for (let i = 0; i < 4; i++) expect((await c.post('auth/two-factor-challenge', { recovery_code: 'x'.repeat(21) })).statusCode).toBe(422)
    const res = await c.post('auth/two-factor-challenge', { code: totp(secret) })
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('regenerates recovery codes and disables (state 0)', async () => {
    const regen = await b.post('auth/user/two-factor-recovery-codes')
    expect(regen.statusCode).toBe(200)
    const codes = RecoveryCodesResponseSchema.parse(regen.json()).recovery_codes
    expect(codes).toHaveLength(8)
    expect(codes).not.toContain(recovery[1])
    const [stored] = await t.db.select().from(users).where(eq(users.email, 'tfa@example.com'))
    expect(stored!.twoFactorRecoveryCodes).toEqual(codes.map(sha256))
    const me = (await b.get('users/me')).body
    for (const c of [...codes, ...recovery]) expect(me).not.toContain(c)
    expect((await b.get('auth/user/confirmed-password-status')).body).not.toContain(codes[0]!)
    const off = await b.request('DELETE', 'auth/user/two-factor-authentication')
    expect(off.json()).toEqual({ message: 'Two factor authentication has been disabled.' })
    const [u] = await t.db.select().from(users).where(eq(users.email, 'tfa@example.com'))
    expect(u).toMatchObject({ twoFactorSecret: null, twoFactorConfirmedAt: null, twoFactorRecoveryCodes: null })
  })

  it('forgets the password confirmation after 9000 s', async () => {
    let now = new Date()
    const { buildApp } = await import('../../../src/server/app')
    const app = await buildApp({ env: t.env, db: t.db, storage: t.storage, clock: () => now })
    const c = new Browser(app)
    await c.login('tfa@example.com')
    await c.post('auth/user/confirm-password', { password: PASSWORD })
    now = new Date(now.getTime() + 8999_000)
    expect((await c.get('auth/user/confirmed-password-status')).json()).toEqual({ confirmed: true })
    now = new Date(now.getTime() + 2_000)
    expect((await c.get('auth/user/confirmed-password-status')).json()).toEqual({ confirmed: false })
    await app.close()
  })
})

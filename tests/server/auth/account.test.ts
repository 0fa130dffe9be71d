import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccessTokenResponseSchema, SessionsResponseSchema } from '../../../src/shared/contracts/auth'
import { localizations, personalAccessTokens, permissionables, permissions, roles, userRole, userSessions, users } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD } from './auth-helpers'

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex')

function multipart(name: string, filename: string, type: string, data: Buffer) {
  const boundary = '----encoretest'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
  return { payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` }
}

describe('sessions list, access tokens, profile and throttling', () => {
  let t: TestApp
  let ann: { id: number }
  let bob: { id: number }
  beforeAll(async () => {
    t = await buildTestApp()
    ann = await newUser(t.db, 'ann@example.com')
    bob = await newUser(t.db, 'bob@example.com')
    const [role] = await t.db.insert(roles).values({ name: 'api users' }).returning()
    const [perm] = await t.db.insert(permissions).values({ name: 'api.access' }).returning()
    await t.db.insert(permissionables).values({ permissionId: perm!.id, permissionableId: role!.id, permissionableType: 'role' })
    await t.db.insert(userRole).values({ userId: ann.id, roleId: role!.id })
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists own sessions with the current device and logs out the others with the password', async () => {
    const desktop = new Browser(t.app)
    await desktop.request('POST', 'auth/login', { email: 'ann@example.com', password: PASSWORD }, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' } })
    const phone = new Browser(t.app, '10.2.2.2')
    await phone.login('ann@example.com')
    const other = new Browser(t.app)
    await other.login('bob@example.com')

    const list = SessionsResponseSchema.parse((await desktop.get('user-sessions')).json()).sessions
    expect(list).toHaveLength(2)
    expect(list.filter((s) => s.is_current_device)).toHaveLength(1)
    expect(list.find((s) => s.is_current_device)).toMatchObject({ platform: 'Linux', browser: 'Chrome', device_type: 'other', ip_address: '127.0.0.1' })

    const wrong = await desktop.post('user-sessions/logout-other', { password: 'nope' })
    expect(wrong.statusCode).toBe(422)
    expect((await phone.get('user-sessions')).statusCode).toBe(200)
    const ok = await desktop.post('user-sessions/logout-other', { password: PASSWORD })
    expect(ok.json()).toEqual({ message: 'Logged out other sessions.' })
    expect((await phone.get('user-sessions')).statusCode).toBe(401)
    expect((await desktop.get('user-sessions')).statusCode).toBe(200)
    // Another user's sessions are untouched.
    expect((await other.get('user-sessions')).statusCode).toBe(200)
  })

  it('creates a hashed access token shown once; bearer works without XSRF and updates last_used_at', async () => {
    const b = new Browser(t.app)
    await b.login('ann@example.com')
    const res = await b.post('access-tokens', { tokenName: 'cli' })
    expect(res.statusCode).toBe(200)
    const { token, plainTextToken } = AccessTokenResponseSchema.parse(res.json())
    const [row] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, token.id))
    expect(row!.tokenHash).not.toContain(plainTextToken.split('|')[1]!)
    expect(row!.lastUsedAt).toBeNull()

    const auth = { authorization: `Bearer ${plainTextToken}` }
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toMatchObject({ email: 'ann@example.com', tokens: [{ name: 'cli' }] })
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: auth, payload: { first_name: 'Annie' } })
    expect(put.statusCode).toBe(200)
    const [used] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, token.id))
    expect(used!.lastUsedAt).not.toBeNull()
    const forged = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token.id}|forged` } })
    expect(forged.statusCode).toBe(401)

    // Bob (no api.access) may not create tokens nor delete Ann's.
    const bobB = new Browser(t.app)
    await bobB.login('bob@example.com')
    expect((await bobB.post('access-tokens', { tokenName: 'x' })).statusCode).toBe(403)
    expect((await bobB.request('DELETE', `access-tokens/${token.id}`)).statusCode).toBe(404)
    expect(await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, token.id))).toHaveLength(1)
    const del = await b.request('DELETE', `access-tokens/${token.id}`)
    expect(del.json()).toEqual({ message: 'Token deleted' })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: auth })).statusCode).toBe(401)
  })

  it('updates own details, refuses another user, and sets the locale', async () => {
    const b = new Browser(t.app)
    await b.login('bob@example.com')
    const res = await b.request('PUT', `users/${bob.id}`, { first_name: 'Bob', last_name: 'Stone', country: 'de', timezone: 'Europe/Berlin', language: 'de' })
    expect(res.json().user).toMatchObject({ name: 'Bob Stone', country: 'de', timezone: 'Europe/Berlin' })
    expect((await b.request('PUT', `users/${ann.id}`, { first_name: 'Hacked' })).statusCode).toBe(403)
    expect((await t.db.select().from(users).where(eq(users.id, ann.id)))[0]!.firstName).not.toBe('Hacked')
    expect((await b.get(`users/${ann.id}`)).json().user).not.toHaveProperty('email')
    // Only a language the admin added (localizations) may be chosen.
    expect((await b.post('users/me/locale', { locale: 'fr' })).statusCode).toBe(422)
    await t.db.insert(localizations).values({ language: 'fr', name: 'French' })
    await b.post('users/me/locale', { locale: 'fr' })
    expect((await t.db.select().from(users).where(eq(users.id, bob.id)))[0]!.language).toBe('fr')
  })

  it('accepts a real image as avatar and refuses a disguised file', async () => {
    const b = new Browser(t.app)
    await b.login('bob@example.com')
    const headers = { cookie: [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': b.xsrf! }
    const fake = multipart('file', 'evil.png', 'image/png', Buffer.from('<html><script>alert(1)</script></html>'))
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar', payload: fake.payload, headers: { ...headers, 'content-type': fake.contentType } })
    expect(bad.statusCode).toBe(422)
    expect(bad.json()).toEqual({ message: 'Please select an image.', errors: { file: 'Please select an image.' } })
    const big = multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar', payload: big.payload, headers: { ...headers, 'content-type': big.contentType } })).statusCode).toBe(422)

    const good = multipart('file', 'me.bin', 'application/octet-stream', PNG)
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/avatar', payload: good.payload, headers: { ...headers, 'content-type': good.contentType } })
    expect(ok.statusCode).toBe(200)
    const image = ok.json().user.image as string
    expect(image).toMatch(/^\/api\/v1\/avatars\/\d+\/[\w-]+\.png$/)
    const served = await t.app.inject({ method: 'GET', url: image })
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(PNG)).toBe(true)
    const removed = await b.request('DELETE', 'users/me/avatar')
    expect(removed.json().user.image).toBeNull()
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404)
  })

  it('throttles failed logins per address and e-mail: 429 with Retry-After, even for the right password', async () => {
    const b = new Browser(t.app, '10.3.3.3')
    for (let i = 0; i < 5; i++) expect((await b.login('bob@example.com', 'wrong')).statusCode).toBe(422)
    const res = await b.login('bob@example.com')
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60)
  })

  it("does not let another address's failures lock the owner out, until the looser per-e-mail ceiling", async () => {
    await newUser(t.db, 'dora@example.com')
    for (let i = 0; i < 5; i++) expect((await new Browser(t.app, '10.5.5.5').login('dora@example.com', 'wrong')).statusCode).toBe(422)
    expect((await new Browser(t.app, '10.5.5.5').login('dora@example.com')).statusCode).toBe(429)
    // The owner's own network still signs in.
    expect((await new Browser(t.app, '10.6.6.6').login('dora@example.com')).statusCode).toBe(200)
    // Guessing spread over many addresses meets the per-e-mail ceiling (50 in 15 minutes), for everyone.
    for (let ip = 1; ip <= 9; ip++) {
      for (let i = 0; i < 5; i++) expect((await new Browser(t.app, `10.7.7.${ip}`).login('dora@example.com', 'wrong')).statusCode).toBe(422)
    }
    expect((await new Browser(t.app, '10.6.6.6').login('dora@example.com')).statusCode).toBe(429)
  })

  it('keys a very long e-mail by its digest instead of failing', async () => {
    const long = `${'x'.repeat(240)}@example.com`
    expect((await new Browser(t.app, '10.8.8.8').login(long, 'wrong')).statusCode).toBe(422)
  })

  it('deletes the own account only after password confirmation', async () => {
    const carl = await newUser(t.db, 'carl@example.com')
    const b = new Browser(t.app)
    await b.login('carl@example.com')
    expect((await b.request('DELETE', 'users/me', { deleteCurrentUser: true })).statusCode).toBe(423)
    await b.post('auth/user/confirm-password', { password: PASSWORD })
    const res = await b.request('DELETE', `users/${carl.id}`, { deleteCurrentUser: true })
    expect(res.json()).toEqual({ message: 'Account deleted' })
    expect(await t.db.select().from(users).where(eq(users.id, carl.id))).toHaveLength(0)
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, carl.id))).toHaveLength(0)
  })
})

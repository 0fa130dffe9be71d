import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LoginResponseSchema } from '../../../src/shared/contracts/auth'
import { personalAccessTokens, userSessions } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { Browser, newUser, PASSWORD, setSetting } from './auth-helpers'

describe('sign-in options (issue 25): API-token login and single-device login', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('auth/login with token_name answers a bearer token for apps and sets no session cookie', async () => {
    const user = await newUser(t.db, 'app@example.com')
    const res = await new Browser(t.app).post('auth/login', { email: 'app@example.com', password: PASSWORD, token_name: 'Phone app' })
    expect(res.statusCode).toBe(200)
    const body = LoginResponseSchema.parse(res.json())
    expect(res.cookies.find((c) => c.name === 'encore_session')).toBeUndefined()
    const token = 'access_token' in body ? body.access_token! : ''
    expect(token).toMatch(/^\d+\|/)
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toHaveLength(0)
    const [row] = await t.db.select().from(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id))
    expect(row!.name).toBe('Phone app')
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${token}` } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ user: { email: 'app@example.com' } })
  })

  it('refuses token_name with a wrong password', async () => {
    await newUser(t.db, 'app2@example.com')
    const res = await new Browser(t.app, '10.9.9.9').post('auth/login', { email: 'app2@example.com', password: 'not the password', token_name: 'x' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).not.toHaveProperty('access_token')
  })

  it('with single_device_login on, a new login ends the user\'s other sessions; off, they stay', async () => {
    await newUser(t.db, 'solo@example.com')
    const first = new Browser(t.app)
    const second = new Browser(t.app)
    await first.login('solo@example.com')
    await second.login('solo@example.com')
    expect((await first.get('user-sessions')).statusCode).toBe(200)

    await setSetting(t.db, 'single_device_login', true)
    try {
      const third = new Browser(t.app)
      await third.login('solo@example.com')
      expect((await third.get('user-sessions')).statusCode).toBe(200)
      expect((await first.get('user-sessions')).statusCode).toBe(401)
      expect((await second.get('user-sessions')).statusCode).toBe(401)
    } finally {
      await setSetting(t.db, 'single_device_login', false)
    }
  })
})

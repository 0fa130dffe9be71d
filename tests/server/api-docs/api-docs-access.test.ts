import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS_USER, buildTestApp, type TestApp } from '../../helpers/build-app'
import { newRole, newUser } from '../../helpers/factories'

describe('GET api-docs/openapi.json: gated by api.access, no login needed', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({}, { actAsUser: true })
  })
  afterAll(() => t.close())
  const get = (userId?: number) => t.app.inject({ method: 'GET', url: '/api/v1/api-docs/openapi.json', headers: userId ? { [AS_USER]: String(userId) } : {} })

  it('refuses a guest and a user without api.access', async () => {
    await newRole(t.db, 'guests', ['music.view'], { guests: true })
    const plain = await newRole(t.db, 'users', ['music.view'])
    expect((await get()).statusCode).toBe(401)
    expect((await get((await newUser(t.db, { roleId: plain.id })).id)).statusCode).toBe(403)
  })

  it('serves the document to a user with api.access, and to guests once their role has it', async () => {
    const developers = await newRole(t.db, 'developers', ['api.access'])
    const res = await get((await newUser(t.db, { roleId: developers.id })).id)
    expect(res.statusCode).toBe(200)
    expect(res.json().openapi).toBe('3.1.0')
    expect(res.json().paths['/api/v1/tracks/{id}']).toBeTruthy()
    const guests2 = await newRole(t.db, 'open guests', ['api.access'], { guests: true })
    expect(guests2.id).toBeGreaterThan(0)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SavedTagResponseSchema } from '../../../src/shared/contracts/tags'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp, newMember } from '../platform/platform-app'

/** Issue 25: the admin creates and edits tags (not only deletes them). */
describe('POST tags, PUT tags/{id}', () => {
  let t: TestApp
  let admin: Record<string, string>
  let member: Record<string, string>
  beforeAll(async () => {
    t = await buildPlatformApp()
    admin = { [AS_USER]: String(await adminId(t.db)) }
    member = { [AS_USER]: String((await newMember(t.db)).id) }
  }, 180_000)
  afterAll(async () => {
    await t.close()
  })

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown, headers = admin) => t.app.inject({ method, url: `/api/v1/${url}`, payload: payload as object, headers })

  it('creates a tag (name stored lower-case), edits it, and its tag page answers under the new name', async () => {
    const created = await call('POST', 'tags', { name: 'Late Night', display_name: 'Late night' })
    expect(created.statusCode).toBe(200)
    const tag = SavedTagResponseSchema.parse(created.json()).tag
    expect(tag).toMatchObject({ name: 'late night', display_name: 'Late night', type: 'custom' })
    const edited = await call('PUT', `tags/${tag.id}`, { name: 'after hours', display_name: null })
    expect(SavedTagResponseSchema.parse(edited.json()).tag).toMatchObject({ id: tag.id, name: 'after hours', display_name: null })
    expect((await t.app.inject({ url: '/api/v1/tags/after%20hours/tracks', headers: admin })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/tags/late%20night/tracks', headers: admin })).statusCode).toBe(404)
  })

  it('refuses a taken name on either write, and an unknown id with 404', async () => {
    await call('POST', 'tags', { name: 'chill' })
    const other = SavedTagResponseSchema.parse((await call('POST', 'tags', { name: 'focus' })).json()).tag
    expect((await call('POST', 'tags', { name: 'CHILL' })).statusCode).toBe(422)
    const clash = await call('PUT', `tags/${other.id}`, { name: 'chill' })
    expect(clash.statusCode).toBe(422)
    expect(clash.json().errors.name).toBeTruthy()
    expect((await call('PUT', 'tags/999999', { name: 'nobody' })).statusCode).toBe(404)
  })

  it('checks the permission before the body (403 with an empty body, 401 for guests)', async () => {
    expect((await call('POST', 'tags', {}, member)).statusCode).toBe(403)
    expect((await call('PUT', 'tags/1', {}, member)).statusCode).toBe(403)
    expect((await call('POST', 'tags', {}, {})).statusCode).toBe(401)
  })
})

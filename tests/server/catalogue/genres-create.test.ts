import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SavedGenreResponseSchema } from '../../../src/shared/contracts/genres'
import { newUser, seedCatalogueRoles } from '../../helpers/factories'
import { AS_USER, buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

// POST genres (music-catalog §3.1), the admin's "New genre" form: genres.create, a unique slugified name.
describe('POST genres', () => {
  let t: CatalogueTestApp
  let admin: number
  let listener: number
  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    admin = (await newUser(t.db, { roleId: roles.admin.id })).id
    listener = (await newUser(t.db, { roleId: roles.users.id })).id
  }, 120_000)
  afterAll(async () => t.close())

  const create = (payload: object, userId?: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/genres', payload, headers: userId === undefined ? {} : { [AS_USER]: String(userId) } })

  it('creates the genre with a slugified name and the typed one as display name', async () => {
    const res = await create({ name: 'Drum & Bass', popularity: 70, image: 'storage/genre_media/dnb.png' }, admin)
    expect(res.statusCode).toBe(200)
    const { genre } = SavedGenreResponseSchema.parse(res.json())
    expect(genre).toMatchObject({ name: 'drum-bass', display_name: 'Drum & Bass', popularity: 70, image: 'storage/genre_media/dnb.png', model_type: 'genre' })
  })

  it('refuses a user without genres.create (403) and a guest (401)', async () => {
    expect((await create({ name: 'Jazz' }, listener)).statusCode).toBe(403)
    expect([401, 403]).toContain((await create({ name: 'Jazz' })).statusCode)
  })

  it('answers 422 naming the field: missing or taken name, popularity out of range, bad image', async () => {
    const cases: [object, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'drum  &  bass' }, 'name'],
      [{ name: '!!!' }, 'name'],
      [{ name: 'Ambient', popularity: 101 }, 'popularity'],
      [{ name: 'Ambient', image: 'javascript:alert(1)' }, 'image'],
    ]
    for (const [payload, field] of cases) {
      const res = await create(payload, admin)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(Object.keys(res.json().errors)).toEqual([field])
    }
  })
})

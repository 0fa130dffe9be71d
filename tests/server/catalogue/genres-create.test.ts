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

  it('keeps names in other scripts, with the rule track and album writes use (one slug rule, issue 27)', async () => {
    const res = await create({ name: 'Рок-н-ролл' }, admin)
    expect(res.statusCode).toBe(200)
    expect(SavedGenreResponseSchema.parse(res.json()).genre).toMatchObject({ name: 'рок-н-ролл', display_name: 'Рок-н-ролл' })
    // The same slug, so the same genre: taken.
    expect((await create({ name: 'РОК Н РОЛЛ' }, admin)).statusCode).toBe(422)
    expect(SavedGenreResponseSchema.parse((await create({ name: 'ロック' }, admin)).json()).genre.name).toBe('ロック')
    // Emoji alone leave nothing to name the genre by.
    expect(Object.keys((await create({ name: '🎸' }, admin)).json().errors)).toEqual(['name'])
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

// PUT genres/{id} (music-catalog §3.1), the admin's "Edit genre" form: genres.update, the same rules as create.
describe('PUT genres/{id}', () => {
  let t: CatalogueTestApp
  let admin: number
  let listener: number
  let ambient: number
  beforeAll(async () => {
    t = await buildCatalogueApp()
    const roles = await seedCatalogueRoles(t.db)
    admin = (await newUser(t.db, { roleId: roles.admin.id })).id
    listener = (await newUser(t.db, { roleId: roles.users.id })).id
    const post = (name: string) => t.app.inject({ method: 'POST', url: '/api/v1/genres', payload: { name }, headers: { [AS_USER]: String(admin) } })
    ambient = SavedGenreResponseSchema.parse((await post('Ambient')).json()).genre.id
    await post('Jazz')
  }, 120_000)
  afterAll(async () => t.close())

  const update = (id: number | string, payload: object, userId?: number) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/genres/${id}`, payload, headers: userId === undefined ? {} : { [AS_USER]: String(userId) } })

  it('renames the genre (slugified) and changes its display name, image and popularity', async () => {
    const res = await update(ambient, { name: 'Dark Ambient', popularity: 40, image: 'storage/genre_media/dark.png' }, admin)
    expect(res.statusCode).toBe(200)
    const { genre } = SavedGenreResponseSchema.parse(res.json())
    expect(genre).toMatchObject({ id: ambient, name: 'dark-ambient', display_name: 'Dark Ambient', popularity: 40, image: 'storage/genre_media/dark.png' })
    // The genre list finds it under its new name.
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/genres?query=dark', headers: { [AS_USER]: String(admin) } })
    expect(list.json().pagination.data.map((g: { id: number }) => g.id)).toEqual([ambient])
  })

  it('keeps its own name when saved unchanged, and refuses another genre\'s name (422 naming name)', async () => {
    expect((await update(ambient, { name: 'dark-ambient', popularity: 41 }, admin)).statusCode).toBe(200)
    const taken = await update(ambient, { name: 'JAZZ' }, admin)
    expect(taken.statusCode).toBe(422)
    expect(Object.keys(taken.json().errors)).toEqual(['name'])
  })

  it('refuses a user without genres.update (403), a guest (401), an unknown id (404) and a bad id or body (422)', async () => {
    expect((await update(ambient, { name: 'Drone' }, listener)).statusCode).toBe(403)
    expect([401, 403]).toContain((await update(ambient, { name: 'Drone' })).statusCode)
    expect((await update(999_999, { name: 'Drone' }, admin)).statusCode).toBe(404)
    expect((await update('abc', { name: 'Drone' }, admin)).statusCode).toBe(422)
    const bad = await update(ambient, { name: 'Drone', popularity: 0 }, admin)
    expect(bad.statusCode).toBe(422)
    expect(Object.keys(bad.json().errors)).toEqual(['popularity'])
  })
})

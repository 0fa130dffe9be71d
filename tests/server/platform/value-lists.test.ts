import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValueListsResponseSchema } from '../../../src/shared/contracts/value-lists'
import { ErrorPayloadSchema } from '../../../src/shared/contracts/common'
import { genres } from '../../../src/server/db/schema/index'
import { PERMISSION_SEEDS } from '../../../src/server/db/seed/platform-permissions'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp, newMember } from './platform-app'

describe('GET /api/v1/value-lists/{names}', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildPlatformApp()
  })
  afterAll(async () => {
    await t.close()
  })
  const get = (names: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/value-lists/${names}?workspaceId=0`, headers })

  it('builds languages, countries, currencies and grouped timezones from Intl', async () => {
    const res = await get('languages,countries,timezones,currencies')
    expect(res.statusCode).toBe(200)
    const body = ValueListsResponseSchema.parse(res.json())
    expect(body.languages).toContainEqual({ code: 'fr', name: 'French' })
    expect(body.countries).toContainEqual({ code: 'DE', name: 'Germany' })
    expect(body.countries!.map((c) => c.code)).not.toContain('ZZ')
    expect(body.countries!.length).toBeGreaterThan(200)
    // Retired codes (DD, UK, SU) that CLDR names after their successor are left out: no name twice (issue 24).
    const names = body.countries!.map((c) => c.name)
    expect(new Set(names).size).toBe(names.length)
    expect(body.countries!.map((c) => c.code)).not.toContain('DD')
    expect(body.currencies).toContainEqual({ code: 'EUR', name: 'Euro' })
    expect(body.timezones!.Europe).toContainEqual({ value: 'Europe/Paris', text: expect.stringMatching(/^\(UTC\+0[12]:00\) Paris$/) })
    expect(body.timezones!.America!.some((z) => z.value === 'America/New_York')).toBe(true)
    expect(body).not.toHaveProperty('genres')
  })

  it('lists the top 50 genres by popularity as {value, name}', async () => {
    await t.db.insert(genres).values(
      Array.from({ length: 55 }, (_, i) => ({ name: `genre-${i}`, displayName: `Genre ${i}`, popularity: i + 1 })),
    )
    const body = ValueListsResponseSchema.parse((await get('genres')).json())
    expect(body.genres).toHaveLength(50)
    expect(body.genres![0]).toEqual({ value: 'genre-54', name: 'Genre 54' })
    expect(body.genres!.at(-1)).toEqual({ value: 'genre-5', name: 'Genre 5' })
  })

  it('lists themes for everyone', async () => {
    const body = ValueListsResponseSchema.parse((await get('themes')).json())
    expect(body.themes!.map((th) => th.name)).toEqual(['Light', 'Dark'])
  })

  it('keeps roles and permissions for admins: 401 guest, 403 member', async () => {
    expect((await get('roles')).statusCode).toBe(401)
    const member = await newMember(t.db)
    const refused = await get('countries,permissions', { [AS_USER]: String(member.id) })
    expect(refused.statusCode).toBe(403)
    expect(ErrorPayloadSchema.parse(refused.json()).message).toBe('This action is unauthorized.')

    const res = await get('roles,permissions', { [AS_USER]: String(await adminId(t.db)) })
    expect(res.statusCode).toBe(200)
    const body = ValueListsResponseSchema.parse(res.json())
    expect(body.roles!.map((r) => r.name).sort()).toEqual(['admin', 'artists', 'guests', 'users'])
    expect(body.permissions!.map((p) => p.name).sort()).toEqual(PERMISSION_SEEDS.map((p) => p.name).sort())
    expect(body.permissions!.find((p) => p.name === 'music.create')!.restrictions.map((r) => r.name)).toEqual([
      'minutes',
      'artist_selection',
    ])
  })

  it('answers 422 for an unknown list name', async () => {
    const res = await get('languages,planets')
    expect(res.statusCode).toBe(422)
    expect(ErrorPayloadSchema.parse(res.json()).errors).toHaveProperty('names')
  })
})

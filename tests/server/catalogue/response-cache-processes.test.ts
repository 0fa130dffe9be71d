// Decision 0018 across processes: two app instances over one database and one Redis (as two server
// processes are). A write through one clears what the other cached, announced over pubsub.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../../src/server/app'
import { albums } from '../../../src/server/db/schema/index'
import { AlbumResponseSchema } from '../../../src/shared/contracts/albums'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newAlbum, newArtist } from '../../helpers/factories'
import { TEST_REDIS_URL, eventually, uniqueRedisPrefix } from '../../helpers/redis'
import { actor, type Actor } from '../backstage/backstage-app'

describe('response cache across app instances sharing pubsub', () => {
  let first: TestApp
  let second: FastifyInstance
  let admin: Actor
  let artistId: number

  beforeAll(async () => {
    const shared = { ADMIN_PASSWORD: 'admin-password-1', RESPONSE_CACHE_MS: '60000', REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: uniqueRedisPrefix('response-cache') }
    first = await buildTestApp(shared, { seedPlatform: true, actAsUser: true })
    second = await buildApp({ env: first.env, db: first.db, storage: first.storage })
    await second.ready()
    admin = await actor(first.db, ['admin'])
    artistId = (await newArtist(first.db, { name: 'Shared Artist' })).id
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const nameOn = async (app: FastifyInstance, id: number) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/albums/${id}?loader=albumPage` })
    return AlbumResponseSchema.parse(res.json()).album.name
  }

  it('drops the second instance’s cached album page when the first one saves the album', async () => {
    const id = (await newAlbum(first.db, [artistId], { name: 'Shared before' })).id
    expect(await nameOn(second, id)).toBe('Shared before')
    // The second instance really serves from its cache: a change behind the API's back stays unseen.
    await first.db.update(albums).set({ name: 'Changed in SQL' }).where(eq(albums.id, id))
    expect(await nameOn(second, id)).toBe('Shared before')
    const put = await first.app.inject({ method: 'PUT', url: `/api/v1/albums/${id}`, headers: admin.headers, payload: { name: 'Shared after', artists: [artistId] } })
    expect(put.statusCode).toBe(200)
    expect(await nameOn(first.app, id)).toBe('Shared after')
    await eventually(async () => (await nameOn(second, id)) === 'Shared after', 2000)
  })

  it('drops the second instance’s cache when settings are saved through the first', async () => {
    const id = (await newAlbum(first.db, [artistId], { name: 'Settings before' })).id
    expect(await nameOn(second, id)).toBe('Settings before')
    await first.db.update(albums).set({ name: 'Settings after' }).where(eq(albums.id, id))
    expect(await nameOn(second, id)).toBe('Settings before')
    const saved = await first.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { client: JSON.stringify({ 'player.default_artist_view': 'grid' }) } })
    expect(saved.statusCode).toBe(200)
    await eventually(async () => (await nameOn(second, id)) === 'Settings after', 2000)
  })
})

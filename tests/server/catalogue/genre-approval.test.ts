import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { genres } from '../../../src/server/db/schema/index'
import { ChannelResponseSchema } from '../../../src/shared/contracts/channels'
import { SavedGenreResponseSchema } from '../../../src/shared/contracts/genres'
import type { TestApp } from '../../helpers/build-app'
import { newChannel, newGenre } from '../../helpers/factories'
import { actor, buildBackstageApp, type Actor } from '../backstage/backstage-app'

// Issue 28 / decision 0033: a genre an artist types stays off the home page's genre lists until an admin
// approves it or `genres.approve_after_tracks` tracks carry it; existing genres count as approved.
describe('genre approval', () => {
  let t: TestApp
  let artist: Actor
  let admin: Actor
  let listener: Actor

  beforeAll(async () => {
    t = await buildBackstageApp()
    artist = await actor(t.db, ['users', 'artists'], 'Nova')
    admin = await actor(t.db, ['admin'])
    listener = await actor(t.db, ['users'])
    await newGenre(t.db, { name: 'rock', displayName: 'Rock', popularity: 50 })
    await newChannel(t.db, 'genres', { contentType: 'listAll', contentModel: 'genre', contentOrder: 'popularity:desc', layout: 'grid' })
    await newChannel(t.db, 'non-empty', { contentType: 'autoUpdate', autoUpdateMethod: 'nonEmptyGenres', contentModel: 'genre' })
  })
  afterAll(() => t.close())

  const listed = async () => {
    const res = await t.app.inject({ url: '/api/v1/channel/genres', headers: listener.headers })
    return ChannelResponseSchema.parse(res.json()).channel.content!.data.map((g) => (g as { name: string }).name)
  }
  const publish = (name: string, genre: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/tracks', headers: artist.headers, payload: { name, duration: 1000, artists: ['CURRENT_USER'], genres: [genre] } })
  const saveThreshold = (n: number) =>
    t.app.inject({ method: 'POST', url: '/api/v1/settings', headers: admin.headers, payload: { server: JSON.stringify({ 'genres.approve_after_tracks': n }) } })
  const idOf = async (name: string) => (await t.db.select({ id: genres.id }).from(genres).where(eq(genres.name, name)))[0]!.id

  it('keeps an artist\'s new genre off the home page until it has enough tracks (the setting decides how many)', async () => {
    expect((await saveThreshold(2)).statusCode).toBe(200)
    expect((await publish('One', 'Vapor Folk')).statusCode).toBe(200)
    const [row] = await t.db.select().from(genres).where(eq(genres.name, 'vapor-folk'))
    expect(row!.approved).toBe(false)
    expect(await listed()).toEqual(['rock'])

    expect((await publish('Two', 'Vapor Folk')).statusCode).toBe(200)
    expect(await listed()).toEqual(['rock', 'vapor-folk'])
    // Raising the bar hides it again: the setting is read per request.
    expect((await saveThreshold(3)).statusCode).toBe(200)
    expect(await listed()).toEqual(['rock'])
  })

  it('an admin\'s Approve shows it at once; only genres.update may approve', async () => {
    expect((await publish('Three', 'Glitch Hop')).statusCode).toBe(200)
    const id = await idOf('glitch-hop')
    expect(await listed()).not.toContain('glitch-hop')
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/genres/${id}/approve`, headers: artist.headers })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/genres/${id}/approve` })).statusCode).toBe(401)
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/genres/${id}/approve`, headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(SavedGenreResponseSchema.parse(res.json()).genre.name).toBe('glitch-hop')
    expect(await listed()).toContain('glitch-hop')
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/genres/999999/approve', headers: admin.headers })).statusCode).toBe(404)

    // The admin list carries the flag and the track count for the Approve action.
    const list = await t.app.inject({ url: '/api/v1/admin/genres?orderBy=name&orderDir=asc', headers: admin.headers })
    const rows = (list.json() as { pagination: { data: { name: string; approved: boolean; tracks_count: number }[] } }).pagination.data
    expect(rows.find((r) => r.name === 'glitch-hop')).toMatchObject({ approved: true, tracks_count: 1 })
    expect(rows.find((r) => r.name === 'rock')).toMatchObject({ approved: true, tracks_count: 0 })
  })
})

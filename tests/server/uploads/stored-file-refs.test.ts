import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { FileEntryResponseSchema, type FileEntry } from '../../../src/shared/contracts/uploads'
import { SavedAlbumResponseSchema, SavedTrackResponseSchema } from '../../../src/shared/contracts/catalogue-writes'
import { albums, fileEntries, genres, playlists, tracks, users, workspaces, workspaceUser } from '../../../src/server/db/schema/index'
import { newRole } from '../../helpers/factories'
import { actingUser, type ActingUser } from '../../helpers/your-music-factories'
import { multipartBody, pngFile, wavFile } from './fixtures'
import { buildUploadsApp, type UploadsTestApp } from './uploads-app'

// A body field that names a stored file (a track's src, any image) must name the caller's own upload,
// one of a workspace they belong to, or, for an admin, any: else 422 naming the field. Real uploads
// over HTTP, then the catalogue, playlist, profile and genre writes that reference them.

let t: UploadsTestApp
let admin: ActingUser
let maker: ActingUser
/** The victim's private upload and image. */
let theirAudio: FileEntry
let theirImage: FileEntry
let myAudio: FileEntry
let myImage: FileEntry

const REFUSED = 'The selected file is not one of your uploads.'

async function upload(who: ActingUser, diskPrefix: string, file: { name: string; data: Buffer }): Promise<FileEntry> {
  const body = multipartBody({ diskPrefix }, file)
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/file-entries', headers: { ...who.headers, ...body.headers }, payload: body.payload })
  expect(res.statusCode).toBe(200)
  return FileEntryResponseSchema.parse(res.json()).fileEntry
}

const send = (method: 'POST' | 'PUT', url: string, who: ActingUser | null, payload: object) =>
  t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, payload })

const track = (src: string, extra: object = {}) => ({ name: `Song ${Math.random()}`, duration: 1000, artists: ['CURRENT_USER'], src, ...extra })

beforeAll(async () => {
  t = await buildUploadsApp()
  admin = await actingUser(t.db, (await newRole(t.db, 'admin', ['admin'])).id, 'Admin')
  // Music and the other things that carry images: playlists, genres, a profile.
  const makers = await newRole(t.db, 'makers', ['music.view', 'music.play', 'music.create', 'music.update', 'files.create', 'playlists.create', 'genres.create', 'genres.update', 'artists.create', 'backstageRequests.create'])
  maker = await actingUser(t.db, makers.id, 'Maker')
  theirAudio = await upload(t.other, 'track_media', { name: 'private demo.wav', data: wavFile(300) })
  theirImage = await upload(t.other, 'track_image', { name: 'their cover.png', data: pngFile(8) })
  myAudio = await upload(maker, 'track_media', { name: 'mine.wav', data: wavFile(300) })
  myImage = await upload(maker, 'track_image', { name: 'my cover.png', data: pngFile(8) })
})
afterAll(async () => t.close())

describe('tracks and albums name only files the caller may use', () => {
  it('refuses a track whose src is another user\'s private upload; no track is saved', async () => {
    const res = await send('POST', 'tracks', maker, track(theirAudio.url))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: REFUSED, errors: { src: REFUSED } })
    expect(await t.db.select().from(tracks).where(eq(tracks.src, theirAudio.url))).toEqual([])
  })

  it.each([
    ['an absolute URL to it', (e: FileEntry) => `https://evil.example/${e.url}`],
    ['a leading slash', (e: FileEntry) => `/${e.url}`],
    ['an encoded path', (e: FileEntry) => `https://evil.example/${e.url.replace('track_media/', 'track_media/%2e%2e/track_media/')}`],
    ['a query string', (e: FileEntry) => `${e.url}?x=1`],
  ])('refuses the same file written as %s', async (_label, write) => {
    const res = await send('POST', 'tracks', maker, track(write(theirAudio)))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ src: REFUSED })
  })

  it('the owner publishes their own upload; an admin may use anyone\'s', async () => {
    const own = await send('POST', 'tracks', maker, track(myAudio.url, { image: myImage.url }))
    expect(own.statusCode).toBe(200)
    const [mine] = await t.db.select().from(tracks).where(eq(tracks.id, SavedTrackResponseSchema.parse(own.json()).track.id))
    expect(mine).toMatchObject({ src: myAudio.url, image: myImage.url, ownerId: maker.id })
    const byAdmin = await send('POST', 'tracks', admin, track(theirAudio.url, { image: theirImage.url }))
    expect(byAdmin.statusCode).toBe(200)
    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, SavedTrackResponseSchema.parse(byAdmin.json()).track.id))
    expect(row).toMatchObject({ src: theirAudio.url, image: theirImage.url, ownerId: admin.id })
  })

  it('PUT refuses a switch to another user\'s file, and keeps accepting the value the track already has', async () => {
    const created = SavedTrackResponseSchema.parse((await send('POST', 'tracks', maker, track(myAudio.url))).json()).track
    const swap = await send('PUT', `tracks/${created.id}`, maker, track(theirAudio.url, { name: created.name, image: theirImage.url }))
    expect(swap.statusCode).toBe(422)
    expect(swap.json().errors).toEqual({ src: REFUSED, image: REFUSED })
    const [row] = await t.db.select().from(tracks).where(eq(tracks.id, created.id))
    expect(row!.src).toBe(myAudio.url)
    // A track an admin set up with another user's file: its owner may still save it unchanged.
    await t.db.update(tracks).set({ src: theirAudio.url }).where(eq(tracks.id, created.id))
    const unchanged = await send('PUT', `tracks/${created.id}`, maker, track(theirAudio.url, { name: 'Renamed' }))
    expect(unchanged.statusCode).toBe(200)
  })

  it('an audio field takes audio, an image field an image', async () => {
    const res = await send('POST', 'tracks', maker, track(myImage.url, { image: myAudio.url }))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ src: REFUSED, image: REFUSED })
  })

  it('album image and album tracks are checked, each error named by its path', async () => {
    const res = await send('POST', 'albums', maker, {
      name: 'Borrowed',
      artists: ['CURRENT_USER'],
      image: theirImage.url,
      tracks: [{ name: 'One', duration: 1000, src: myAudio.url }, { name: 'Two', duration: 1000, src: theirAudio.url }],
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ image: REFUSED, 'tracks.1.src': REFUSED })
    expect(await t.db.select().from(albums).where(eq(albums.name, 'Borrowed'))).toEqual([])

    const ok = await send('POST', 'albums', maker, { name: 'Mine', artists: ['CURRENT_USER'], image: myImage.url, tracks: [{ name: 'One', duration: 1000, src: myAudio.url }] })
    expect(ok.statusCode).toBe(200)
    const album = SavedAlbumResponseSchema.parse(ok.json()).album
    const put = await send('PUT', `albums/${album.id}`, maker, { name: 'Mine', artists: ['CURRENT_USER'], image: theirImage.url })
    expect(put.statusCode).toBe(422)
    expect(put.json().errors).toEqual({ image: REFUSED })
  })

  it('an upload of a workspace the caller belongs to may be used', async () => {
    const [space] = await t.db.insert(workspaces).values({ name: 'Band', ownerId: t.other.id }).returning()
    await t.db.insert(workspaceUser).values([
      { workspaceId: space!.id, userId: t.other.id, isOwner: true },
      { workspaceId: space!.id, userId: maker.id },
    ])
    const shared = await upload(t.other, 'track_media', { name: 'band take.wav', data: wavFile(200) })
    await t.db.update(fileEntries).set({ workspaceId: space!.id }).where(eq(fileEntries.id, shared.id))
    expect((await send('POST', 'tracks', maker, track(shared.url))).statusCode).toBe(200)
    // Not a member: refused.
    expect((await send('POST', 'tracks', t.uploader, track(shared.url))).statusCode).toBe(422)
  })
})

describe('every other stored-file field follows the same rule', () => {
  type Case = [label: string, method: 'POST' | 'PUT', url: string, body: () => object, field: string]
  const cases: Case[] = [
    ['playlist image', 'POST', 'playlists', () => ({ name: `List ${Math.random()}`.slice(0, 40), image: theirImage.url }), 'image'],
    ['profile avatar', 'PUT', 'users/profile/update', () => ({ user: { image: theirImage.url } }), 'user.image'],
    ['genre image', 'POST', 'genres', () => ({ name: `genre ${Math.random()}`.slice(0, 30), image: theirImage.url }), 'image'],
    ['artist image', 'POST', 'artists', () => ({ name: 'Lent', image_small: theirImage.url }), 'image_small'],
    ['artist profile image', 'POST', 'artists', () => ({ name: 'Lent', profile_images: [{ url: myImage.url }, { url: theirImage.url }] }), 'profile_images.1.url'],
    ['backstage request image', 'POST', 'backstage-request', () => ({ artist_name: 'Lent', type: 'become-artist', data: { image: theirImage.url } }), 'data.image'],
  ]
  it.each(cases)('%s: another user\'s file is refused with 422', async (_label, method, url, body, field) => {
    const res = await send(method, url, maker, body())
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ [field]: REFUSED })
  })

  it('playlist, avatar and genre take the caller\'s own image', async () => {
    const list = await send('POST', 'playlists', maker, { name: 'Own cover', image: myImage.url })
    expect(list.statusCode).toBe(200)
    const [row] = await t.db.select().from(playlists).where(eq(playlists.name, 'Own cover'))
    expect(row!.image).toBe(myImage.url)
    expect((await send('PUT', 'users/profile/update', maker, { user: { image: myImage.url } })).statusCode).toBe(200)
    expect((await t.db.select({ image: users.image }).from(users).where(eq(users.id, maker.id)))[0]!.image).toBe(myImage.url)
    expect((await send('POST', 'genres', maker, { name: 'own-genre', image: myImage.url })).statusCode).toBe(200)
    expect((await t.db.select().from(genres).where(eq(genres.name, 'own-genre')))[0]!.image).toBe(myImage.url)
    // A remote picture stays the caller's choice.
    expect((await send('POST', 'playlists', maker, { name: 'Remote cover', image: 'https://images.example/cover.jpg' })).statusCode).toBe(200)
  })
})

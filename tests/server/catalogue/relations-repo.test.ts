import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DbHandle } from '../../../src/server/db/client'
import { reposts } from '../../../src/server/db/schema/index'
import { makeRelationsRepo } from '../../../src/server/modules/catalogue/index'
import { createTestDb } from '../../helpers/db'
import { like, newAlbum, newArtist, newComment, newTrack, newUser } from '../../helpers/factories'

// The hydrator's counts of a page (likes, reposts, live comments) come from one statement: each kind
// lands in its own map, per id, of the asked type only.
describe('relations repo: social counts in one statement', () => {
  let handle: DbHandle
  let repo: ReturnType<typeof makeRelationsRepo>
  let trackA: number
  let trackB: number
  let quiet: number
  let album: number

  beforeAll(async () => {
    handle = await createTestDb()
    const db = handle.db
    repo = makeRelationsRepo(db)
    const artist = (await newArtist(db)).id
    album = (await newAlbum(db, [artist])).id
    ;[trackA, trackB, quiet] = [(await newTrack(db, [artist])).id, (await newTrack(db, [artist])).id, (await newTrack(db, [artist])).id]
    const [u1, u2, u3] = [(await newUser(db)).id, (await newUser(db)).id, (await newUser(db)).id]
    for (const u of [u1, u2, u3]) await like(db, u, 'track', trackA)
    await like(db, u1, 'track', trackB)
    // The same id as another type: an artist's like is not its namesake track's.
    await like(db, u1, 'artist', trackA)
    await like(db, u2, 'album', album)
    await db.insert(reposts).values([
      { repostableId: trackB, repostableType: 'track', userId: u1 },
      { repostableId: trackB, repostableType: 'track', userId: u2 },
      { repostableId: album, repostableType: 'album', userId: u3 },
    ])
    await newComment(db, u1, trackA, 10)
    await newComment(db, u2, trackA, 20)
    // A deleted comment is not counted.
    await newComment(db, u3, trackA, 30, { deleted: true })
    await newComment(db, u3, album, 0, { commentableType: 'album' })
  })
  afterAll(() => handle.close())

  it('counts each kind per id, of the asked type only, deleted comments left out', async () => {
    const counts = await repo.socialCounts('track', [trackA, trackB, quiet])
    expect(Object.fromEntries(counts.likes)).toEqual({ [trackA]: 3, [trackB]: 1 })
    expect(Object.fromEntries(counts.reposts)).toEqual({ [trackB]: 2 })
    expect(Object.fromEntries(counts.comments)).toEqual({ [trackA]: 2 })
  })

  it('counts albums the same way', async () => {
    const counts = await repo.socialCounts('album', [album])
    expect([counts.likes.get(album), counts.reposts.get(album), counts.comments.get(album)]).toEqual([1, 1, 1])
  })

  it('asks nothing for no ids', async () => {
    const counts = await repo.socialCounts('track', [])
    expect([counts.likes.size, counts.reposts.size, counts.comments.size]).toEqual([0, 0, 0])
  })
})

// Albums with their artists and album tracks with theirs come from one joined statement each: every owner
// once in the order asked for, its artists primary first and then by name, an owner without artists kept.
describe('relations repo: albums and album tracks with their artists', () => {
  let handle: DbHandle
  let repo: ReturnType<typeof makeRelationsRepo>
  let zed: number
  let abe: number
  let mid: number
  let duet: number
  let solo: number
  let bare: number
  let tracks: Record<string, number>

  beforeAll(async () => {
    handle = await createTestDb()
    const db = handle.db
    repo = makeRelationsRepo(db)
    ;[zed, abe, mid] = [(await newArtist(db, { name: 'Zed' })).id, (await newArtist(db, { name: 'Abe' })).id, (await newArtist(db, { name: 'Mid' })).id]
    // Zed is the primary artist; the others follow by name.
    duet = (await newAlbum(db, [zed, mid, abe], { name: 'Duet' })).id
    solo = (await newAlbum(db, [abe], { name: 'Solo' })).id
    bare = (await newAlbum(db, [], { name: 'Bare' })).id
    tracks = {
      second: (await newTrack(db, [mid, abe], { albumId: duet, number: 2 })).id,
      first: (await newTrack(db, [zed], { albumId: duet, number: 1 })).id,
      unnumbered: (await newTrack(db, [], { albumId: duet, number: null })).id,
      soloOne: (await newTrack(db, [abe], { albumId: solo, number: 1 })).id,
      elsewhere: (await newTrack(db, [abe], { number: 1 })).id,
    }
  })
  afterAll(() => handle.close())

  const names = (list: { artist: { name: string }; primary: boolean }[] | undefined) => (list ?? []).map((a) => `${a.artist.name}${a.primary ? '*' : ''}`)

  it('gives each album once with its artists, primary first then by name, and an album without artists', async () => {
    const { albums, artists } = await repo.albumsWithArtists([bare, duet, solo])
    expect(albums.map((a) => a.name).sort()).toEqual(['Bare', 'Duet', 'Solo'])
    expect(names(artists.get(duet))).toEqual(['Zed*', 'Abe', 'Mid'])
    expect(names(artists.get(solo))).toEqual(['Abe*'])
    expect(artists.get(bare)).toBeUndefined()
    expect(artists.get(duet)!.every((a) => a.ownerId === duet)).toBe(true)
  })

  it('gives the albums\' tracks once each, by album then number (unnumbered last), with their artists', async () => {
    const { tracks: rows, artists } = await repo.tracksOfAlbumsWithArtists([solo, duet])
    const byAlbum = (album: number) => rows.filter((t) => t.albumId === album).map((t) => t.id)
    expect(byAlbum(duet)).toEqual([tracks.first, tracks.second, tracks.unnumbered])
    expect(byAlbum(solo)).toEqual([tracks.soloOne])
    expect(rows.map((t) => t.id)).not.toContain(tracks.elsewhere)
    expect(names(artists.get(tracks.second!))).toEqual(['Mid*', 'Abe'])
    expect(names(artists.get(tracks.first!))).toEqual(['Zed*'])
    expect(artists.get(tracks.unnumbered!)).toBeUndefined()
  })

  it('asks nothing for no ids', async () => {
    expect((await repo.albumsWithArtists([])).albums).toEqual([])
    expect((await repo.tracksOfAlbumsWithArtists([])).tracks).toEqual([])
  })
})

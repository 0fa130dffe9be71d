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

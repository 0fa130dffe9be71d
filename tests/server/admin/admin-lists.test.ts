import { eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { fileEntries, genres, lyrics, tags } from '../../../src/server/db/schema/index'
import { AdminListResponseSchema, AdminReportsHeaderResponseSchema } from '../../../src/shared/contracts/admin'
import { adminSuite } from '../../helpers/admin-suite'
import { like, newArtist, newGenre, newLyric, newTag, newTrack } from '../../helpers/factories'
import { actor, grant, newFileEntry, type Actor } from '../backstage/backstage-app'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('admin lists (music-catalog §1.3, §3)', () => {
  const t = adminSuite()
  let staff: Actor

  beforeAll(async () => {
    staff = await actor(t.db, ['users'])
    await grant(t.db, staff.id, 'admin.access')
    const solo = await newArtist(t.db, { name: 'Solo Ånd', verified: true })
    const duo = await newArtist(t.db, { name: 'Duo Plain' })
    await newTrack(t.db, [solo.id], { name: 'Zebra Crossing', plays: 5 })
    await newTrack(t.db, [duo.id, solo.id], { name: 'Apple Orchard', plays: 50 })
    await newTrack(t.db, [duo.id], { name: '=HYPERLINK("x")', plays: 1 })
  })

  const get = (url: string, who?: Actor) => t.call('GET', url, undefined, who)

  it('pages tracks with the totals of lengthAware and joins artist names', async () => {
    const res = await get('tracks?perPage=2&orderBy=name&orderDir=asc&paginate=lengthAware')
    expect(res.statusCode).toBe(200)
    const { pagination } = AdminListResponseSchema.parse(res.json())
    expect(pagination.data.map((r) => r.name)).toEqual(['=HYPERLINK("x")', 'Apple Orchard'])
    expect(pagination.data[1]).toMatchObject({ artist_names: 'Duo Plain, Solo Ånd', plays: 50 })
    expect(pagination).toMatchObject({ total: 3, last_page: 2, next_page: 2, per_page: 2 })
  })

  it('sorts with order=col:dir, searches accent-insensitively and filters with base64 JSON', async () => {
    const sorted = AdminListResponseSchema.parse((await get('tracks?order=plays:desc')).json())
    expect(sorted.pagination.data.map((r) => r.plays)).toEqual([50, 5, 1])
    const searched = AdminListResponseSchema.parse((await get('artists?query=and')).json())
    expect(searched.pagination.data.map((r) => r.name)).toEqual(['Solo Ånd'])
    const filters = b64([{ key: 'verified', operator: '=', value: true }])
    const filtered = AdminListResponseSchema.parse((await get(`artists?filters=${encodeURIComponent(filters)}`)).json())
    expect(filtered.pagination.data.map((r) => r.name)).toEqual(['Solo Ånd'])
    const byPlays = b64([{ key: 'plays', operator: '>=', value: 5 }])
    const many = AdminListResponseSchema.parse((await get(`tracks?filters=${encodeURIComponent(byPlays)}&order=plays:asc`)).json())
    expect(many.pagination.data.map((r) => r.plays)).toEqual([5, 50])
  })

  it('answers 422 naming the field for an unknown sort column, filter key, operator or bad base64', async () => {
    const cases: [string, string][] = [
      ['tracks?orderBy=src', 'orderBy'],
      ['tracks?order=password:asc', 'order'],
      [`tracks?filters=${encodeURIComponent(b64([{ key: 'src', operator: '=', value: 'x' }]))}`, 'filters'],
      [`artists?filters=${encodeURIComponent(b64([{ key: 'verified', operator: 'contains', value: 'x' }]))}`, 'filters'],
      ['tracks?filters=not-base64-json', 'filters'],
      ['tracks?perPage=1000', 'perPage'],
    ]
    for (const [url, field] of cases) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(422)
      expect(Object.keys(res.json().errors), url).toContain(field)
    }
  })

  it('refuses without the permission: 403 JSON for a listener and for admin.access alone, 401 for a guest', async () => {
    for (const url of ['tracks', 'albums', 'artists', 'lyrics', 'admin/genres', 'admin/playlists', 'comments', 'tags', 'admin/file-entries', 'users', 'roles']) {
      const asListener = await get(url, t.listener)
      expect(asListener.statusCode, url).toBe(403)
      expect(asListener.json()).toHaveProperty('message')
      expect((await get(url, staff)).statusCode, url).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401)
    expect((await get('admin/reports/header?startDate=2026-01-01T00:00:00Z&endDate=2026-02-01T00:00:00Z', t.listener)).statusCode).toBe(403)
  })

  it('streams the current query as CSV, every page, with formulas neutralised', async () => {
    const res = await get('tracks?order=name:asc&perPage=1&format=csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="tracks-\d{4}-\d{2}-\d{2}\.csv"/)
    const lines = res.body.trim().split('\r\n')
    expect(lines[0]).toBe('id,name,album_name,artist_names,duration,plays,created_at')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines[2]).toContain('Apple Orchard,,"Duo Plain, Solo Ånd"')
    expect((await get('tracks?orderBy=src&format=csv')).statusCode).toBe(422)
  })

  it('counts the header cards in the range and the period before it', async () => {
    const liker = await actor(t.db, ['users'])
    const track = await newTrack(t.db, [])
    await like(t.db, liker.id, 'track', track.id, new Date('2026-03-10T12:00:00Z'))
    await like(t.db, liker.id, 'album', 1, new Date('2026-02-10T12:00:00Z'))
    const res = await get('admin/reports/header?startDate=2026-03-01T00:00:00Z&endDate=2026-04-01T00:00:00Z')
    expect(res.statusCode).toBe(200)
    const { cards } = AdminReportsHeaderResponseSchema.parse(res.json())
    expect(cards.map((c) => c.name)).toEqual(['new_users', 'new_songs', 'new_artists', 'likes', 'new_albums'])
    expect(cards.find((c) => c.name === 'likes')).toMatchObject({ label: 'Likes', value: 1, previous: 1 })
    const bad = await get('admin/reports/header?startDate=2026-04-01T00:00:00Z&endDate=2026-03-01T00:00:00Z')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('endDate')
    expect((await get('admin/reports/header?startDate=yesterday&endDate=2026-03-01T00:00:00Z')).json().errors).toHaveProperty('startDate')
  })

  it('bulk deletes genres, lyrics and tags, and moves files to the bin; 403 without the permission', async () => {
    const genre = await newGenre(t.db)
    const tag = await newTag(t.db)
    const lyric = await newLyric(t.db, (await newTrack(t.db, [])).id)
    const file = await newFileEntry(t.db, t.admin.id)
    const del = (url: string, who?: Actor) => t.call('DELETE', url, undefined, who)
    for (const url of [`genres/${genre.id}`, `tags/${tag.id}`, `lyrics/${lyric.id}`, `file-entries/${file.id}`]) {
      expect((await del(url, t.listener)).statusCode, url).toBe(403)
    }
    for (const url of [`genres/${genre.id}`, `tags/${tag.id}`, `lyrics/${lyric.id}`, `file-entries/${file.id}`]) {
      expect((await del(url)).statusCode, url).toBe(200)
    }
    expect(await t.db.select().from(genres).where(eq(genres.id, genre.id))).toHaveLength(0)
    expect(await t.db.select().from(tags).where(eq(tags.id, tag.id))).toHaveLength(0)
    expect(await t.db.select().from(lyrics).where(inArray(lyrics.id, [lyric.id]))).toHaveLength(0)
    const [trashed] = await t.db.select().from(fileEntries).where(eq(fileEntries.id, file.id))
    expect(trashed!.deletedAt).not.toBeNull()
    const files = AdminListResponseSchema.parse((await get('admin/file-entries')).json())
    expect(files.pagination.data.map((r) => r.id)).not.toContain(file.id)
    const bad = await del('genres/1,x')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors).toHaveProperty('ids')
  })

  it('shows which audio files a track uses, and filters the unused ones (issue 28)', async () => {
    const used = await newFileEntry(t.db, t.admin.id, { name: 'used.mp3', fileName: 'used-a1.mp3', diskPrefix: 'track_media', type: 'audio' })
    const unused = await newFileEntry(t.db, t.admin.id, { name: 'unused.mp3', fileName: 'unused-b2.mp3', diskPrefix: 'track_media', type: 'audio' })
    const image = await newFileEntry(t.db, t.admin.id, { name: 'cover.png', fileName: 'cover-c3.png', diskPrefix: 'track_image', type: 'image' })
    await newTrack(t.db, [], { src: 'storage/track_media/used-a1.mp3' })
    const all = AdminListResponseSchema.parse((await get('admin/file-entries?perPage=100')).json()).pagination.data
    const inUse = (id: number) => all.find((r) => r.id === id)?.in_use
    expect([inUse(used.id), inUse(unused.id), inUse(image.id)]).toEqual([true, false, null])
    const onlyUnused = b64([{ key: 'in_use', operator: '=', value: false }])
    const filtered = AdminListResponseSchema.parse((await get(`admin/file-entries?perPage=100&filters=${encodeURIComponent(onlyUnused)}`)).json())
    const ids = filtered.pagination.data.map((r) => r.id)
    expect(ids).toContain(unused.id)
    expect(ids).not.toContain(used.id)
    expect(ids).not.toContain(image.id)
    expect(filtered.pagination.data.every((r) => r.in_use === false)).toBe(true)
  })
})

import { createHash } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AlbumResponseSchema } from '../../../src/shared/contracts/albums'
import { ArtistResponseSchema } from '../../../src/shared/contracts/artists'
import { SearchResponseSchema } from '../../../src/shared/contracts/search'
import { formatSummary, HIDDEN, runImport, type ImportSummary } from '../../../src/server/cli/run-import'
import { ALREADY_IMPORTED, NO_ARTIST, UNREADABLE, UNSUPPORTED } from '../../../src/server/modules/folder-import/index'
import { albums, artistAlbum, artists, artistTrack, fileEntries, genreables, genres, lyrics, tracks } from '../../../src/server/db/schema/index'
import { PNG_SIGNATURE } from '../../../src/server/demo/images/png'
import { AS_USER, buildTestApp, type TestApp } from '../../helpers/build-app'
import { coverPng, taggedMp3, taggedWav } from './audio-fixtures'

/** The folder the tests import: real tagged audio, one duplicate, and files the import must refuse. */
function writeFolder(root: string) {
  const files: Record<string, Buffer> = {
    'Ann/Waves/01 hill.wav': taggedWav({ title: 'Hill', artist: 'Ann', album: 'Waves', genre: 'Folk', date: '2020', track: 1 }, 1.5),
    'Ann/Waves/02 sea.mp3': taggedMp3(
      { title: 'Sea Song', artists: ['Ann', 'Bob Loom'], album: 'Waves', genre: 'Ambient', date: '2021-04-02', track: 2, lyrics: 'la la la', picture: coverPng() },
      2,
    ),
    'Singles/untitled-sketch.wav': taggedWav({ artist: 'Cleo Vance', genre: 'Drone' }, 1, 220),
    'misc/notes.mp3': Buffer.from('These are my notes, not audio at all.\n'),
    // A RIFF/WAVE header (so the content sniffing says wav) over bytes that are no audio.
    'misc/broken.wav': Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(400, 7)]),
    'misc/no-artist.wav': taggedWav({ title: 'Who Knows' }, 1, 550),
    'misc/.DS_Store': Buffer.from([0, 0, 0, 1, 66, 117, 100, 49]),
  }
  files['zz copy/hill (copy).wav'] = files['Ann/Waves/01 hill.wav']!
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), bytes)
  }
  return files
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
const reasons = (s: ImportSummary) => Object.fromEntries(s.skipped.map((x) => [x.path, x.reason]))

describe('npm run import', () => {
  let t: TestApp
  let folder: string
  let files: Record<string, Buffer>
  let adminId: number
  let output = ''
  let first: ImportSummary
  const out = { write: (s: string) => (output += s) }

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'import-admin-pass' }, { seedPlatform: true, actAsUser: true })
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-src-'))
    files = writeFolder(folder)
    first = await runImport({ folder, db: t.db, storage: t.storage, out })
    const [admin] = await t.db.select({ id: fileEntries.ownerId }).from(fileEntries).limit(1)
    adminId = admin!.id!
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('adds the tagged files and says why each other file was skipped', () => {
    expect(first.failed).toEqual([])
    expect(first.added.map((a) => a.path).sort()).toEqual(['Ann/Waves/01 hill.wav', 'Ann/Waves/02 sea.mp3', 'Singles/untitled-sketch.wav'])
    expect(reasons(first)).toEqual({
      'misc/.DS_Store': HIDDEN,
      'misc/broken.wav': UNREADABLE,
      'misc/no-artist.wav': NO_ARTIST,
      'misc/notes.mp3': UNSUPPORTED,
      'zz copy/hill (copy).wav': ALREADY_IMPORTED,
    })
    expect(output).toContain('[2/8] Ann/Waves/02 sea.mp3: added: Ann, Bob Loom - Sea Song (Waves)\n')
    expect(output).toContain('[4/8] misc/broken.wav: skipped: unreadable or damaged audio\n')
    expect(output.endsWith(formatSummary(first))).toBe(true)
    expect(formatSummary(first)).toBe(
      'Added 3, skipped 5, failed 0.\nSkipped:\n  1 already imported\n  1 hidden file\n  1 no artist tag\n  1 not a supported audio file\n  1 unreadable or damaged audio\n',
    )
  })

  it('creates artists, the album and the tracks with the tag values, owned by the first admin', async () => {
    const rows = await t.db.select().from(tracks).orderBy(asc(tracks.id))
    expect(rows.map((r) => [r.name, r.duration, r.number, r.ownerId])).toEqual([
      ['Hill', 1500, 1, adminId],
      ['Sea Song', 2011, 2, adminId],
      ['untitled-sketch', 1000, null, adminId],
    ])
    const [hill, sea, sketch] = rows
    const [waves] = await t.db.select().from(albums)
    expect(await t.db.$count(albums)).toBe(1)
    expect(waves).toMatchObject({ name: 'Waves', releaseDate: '2020', ownerId: adminId, tracksCount: 2 })
    expect([hill!.albumId, sea!.albumId, sketch!.albumId]).toEqual([waves!.id, waves!.id, null])

    const names = new Map((await t.db.select().from(artists)).map((a) => [a.id, a.name]))
    expect([...names.values()].sort()).toEqual(['Ann', 'Bob Loom', 'Cleo Vance'])
    const credits = await t.db.select().from(artistTrack)
    const creditOf = (id: number) => credits.filter((c) => c.trackId === id).sort((a, b) => Number(b.primary) - Number(a.primary)).map((c) => names.get(c.artistId))
    expect(creditOf(hill!.id)).toEqual(['Ann'])
    expect(creditOf(sea!.id)).toEqual(['Ann', 'Bob Loom'])
    expect(creditOf(sketch!.id)).toEqual(['Cleo Vance'])
    const [albumArtist] = await t.db.select().from(artistAlbum).where(eq(artistAlbum.albumId, waves!.id))
    expect(names.get(albumArtist!.artistId)).toBe('Ann')

    const trackGenres = await t.db
      .select({ id: genreables.genreableId, name: genres.name })
      .from(genreables)
      .innerJoin(genres, eq(genres.id, genreables.genreId))
      .where(and(eq(genreables.genreableType, 'track'), inArray(genreables.genreableId, [hill!.id, sea!.id, sketch!.id])))
    expect(trackGenres.map((g) => `${g.id}:${g.name.toLowerCase()}`).sort()).toEqual([`${hill!.id}:folk`, `${sea!.id}:ambient`, `${sketch!.id}:drone`].sort())
    const [lyric] = await t.db.select().from(lyrics).where(eq(lyrics.trackId, sea!.id))
    expect(lyric?.text).toBe('la la la')
  })

  it('stores each audio file as a file entry with its hash, readable through storage, and the cover as an image', async () => {
    const entries = await t.db.select().from(fileEntries).orderBy(asc(fileEntries.id))
    const audio = entries.filter((e) => e.diskPrefix === 'track_media')
    expect(audio).toHaveLength(3)
    const sea = (await t.db.select().from(tracks).where(eq(tracks.name, 'Sea Song')))[0]!
    const seaEntry = audio.find((e) => sea.src === `storage/track_media/${e.fileName}`)!
    expect(seaEntry).toMatchObject({ name: '02 sea.mp3', mime: 'audio/mpeg', extension: 'mp3', sha256: sha(files['Ann/Waves/02 sea.mp3']!), ownerId: adminId })
    const stored = await buffer(await t.storage.read(`track_media/${seaEntry.fileName}`))
    expect(stored.equals(files['Ann/Waves/02 sea.mp3']!)).toBe(true)

    // Only the MP3 carries a picture: one track_image entry, which the track shows.
    const images = entries.filter((e) => e.diskPrefix === 'track_image')
    expect(images).toHaveLength(1)
    expect(sea.image).toBe(`storage/track_image/${images[0]!.fileName}`)
    const png = await buffer(await t.storage.read(`track_image/${images[0]!.fileName}`))
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
    // The refused files left no entry and no bytes behind.
    expect(entries).toHaveLength(4)
    expect(fs.readdirSync(path.join(t.dataDir, 'storage', 'track_media'))).toHaveLength(3)
  })

  it('shows the import to the catalogue API as an upload: album page, artist page and search', async () => {
    const headers = { [AS_USER]: String(adminId) }
    const [waves] = await t.db.select().from(albums)
    const album = AlbumResponseSchema.parse((await t.app.inject({ url: `/api/v1/albums/${waves!.id}?loader=albumPage`, headers })).json()).album
    expect(album.tracks?.map((tr) => tr.name)).toEqual(['Hill', 'Sea Song'])
    const [ann] = await t.db.select().from(artists).where(eq(artists.name, 'Ann'))
    const artistRes = await t.app.inject({ url: `/api/v1/artists/${ann!.id}`, headers })
    expect(artistRes.statusCode).toBe(200)
    expect(ArtistResponseSchema.parse(artistRes.json()).artist.name).toBe('Ann')
    const found = SearchResponseSchema.parse((await t.app.inject({ url: '/api/v1/search?query=Sea%20Song', headers })).json())
    expect(found.results.tracks?.data.map((tr) => tr.name)).toContain('Sea Song')
  })

  it('adds nothing on a second run and says the files are already imported', async () => {
    const counts = async () => [await t.db.$count(tracks), await t.db.$count(albums), await t.db.$count(artists), await t.db.$count(fileEntries)]
    const before = await counts()
    let again = ''
    const second = await runImport({ folder, db: t.db, storage: t.storage, out: { write: (s: string) => (again += s) } })
    expect(second.added).toEqual([])
    expect(second.failed).toEqual([])
    expect(reasons(second)).toEqual({
      'Ann/Waves/01 hill.wav': ALREADY_IMPORTED,
      'Ann/Waves/02 sea.mp3': ALREADY_IMPORTED,
      'Singles/untitled-sketch.wav': ALREADY_IMPORTED,
      'zz copy/hill (copy).wav': ALREADY_IMPORTED,
      'misc/.DS_Store': HIDDEN,
      'misc/broken.wav': UNREADABLE,
      'misc/no-artist.wav': NO_ARTIST,
      'misc/notes.mp3': UNSUPPORTED,
    })
    expect(again).toContain('Added 0, skipped 8, failed 0.\nSkipped:\n  4 already imported\n')
    expect(await counts()).toEqual(before)
  })

  it('refuses an unknown owner and a missing folder before touching anything', async () => {
    await expect(runImport({ folder, owner: 'nobody@example.com', db: t.db, storage: t.storage, out })).rejects.toThrow('No user with the email nobody@example.com.')
    await expect(runImport({ folder: path.join(folder, 'nope'), db: t.db, storage: t.storage, out })).rejects.toThrow('Not a folder')
  })
})

describe('npm run import beside a running server', () => {
  it('says the database is in use and exits non-zero', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-lock-'))
    // This test process is alive, so its pid in the lock file is a live holder, as a server would be.
    fs.writeFileSync(path.join(dataDir, 'encore.lock'), String(process.pid))
    const root = path.resolve(import.meta.dirname, '../../..')
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, STORAGE_DRIVER: 'local' }
    delete env.DATABASE_URL
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', dataDir], {
      cwd: root,
      env,
      encoding: 'utf8',
    })
    fs.rmSync(dataDir, { recursive: true, force: true })
    expect(run.stderr).toContain('Cannot import while an Encore server is using the database.')
    expect(run.stderr).toContain(`in use by another Encore process (pid ${process.pid})`)
    expect(run.status).toBe(2)
  })
})

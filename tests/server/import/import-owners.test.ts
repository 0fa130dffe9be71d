import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeReporter } from '../../../src/server/cli/progress'
import { runImport } from '../../../src/server/cli/run-import'
import { artists, artistTrack, fileEntries, tracks } from '../../../src/server/db/schema/index'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newUser } from '../../helpers/factories'
import { grant } from '../backstage/backstage-app'
import { taggedWav } from './audio-fixtures'

describe('npm run import --owner', () => {
  let t: TestApp
  let folder: string
  let doraEmail = ''
  const out = { write: () => true }

  beforeAll(async () => {
    t = await buildTestApp({ ADMIN_PASSWORD: 'import-admin-pass' }, { seedPlatform: true })
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-owner-'))
    fs.writeFileSync(path.join(folder, 'a.wav'), taggedWav({ title: 'Morning', artist: 'Somebody Else', album: 'Days' }, 1))
    fs.writeFileSync(path.join(folder, 'b.wav'), taggedWav({ title: 'Evening', artist: 'Somebody Else', album: 'Days' }, 1, 330))
  })
  afterAll(async () => {
    await t?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('refuses an owner who may not upload music', async () => {
    const listener = await newUser(t.db)
    await expect(runImport({ folder, owner: listener.email, db: t.db, storage: t.storage, out })).rejects.toThrow('may not upload music (music.create)')
    expect(await t.db.$count(fileEntries)).toBe(0)
  })

  it('reports files over the owner\'s minutes quota as failed, keeping nothing', async () => {
    const capped = await newUser(t.db, { firstName: 'Capped' })
    await grant(t.db, capped.id, 'music.create', [{ name: 'minutes', value: 0 }])
    const summary = await runImport({ folder, owner: capped.email.toUpperCase(), db: t.db, storage: t.storage, out })
    expect(summary.added).toEqual([])
    expect(summary.failed).toEqual([
      { path: 'a.wav', reason: 'You have used all of your upload minutes.' },
      { path: 'b.wav', reason: 'You have used all of your upload minutes.' },
    ])
    expect(await t.db.$count(fileEntries)).toBe(0)
  })

  it('credits an owner who may only publish as themselves to their own artist', async () => {
    const artist = await newUser(t.db, { firstName: 'Dora' })
    await grant(t.db, artist.id, 'music.create')
    doraEmail = artist.email
    const summary = await runImport({ folder, owner: artist.email, db: t.db, storage: t.storage, out })
    expect(summary.failed).toEqual([])
    expect(summary.added).toHaveLength(2)
    const rows = await t.db
      .select({ name: tracks.name, owner: tracks.ownerId, albumId: tracks.albumId, artist: artists.name })
      .from(tracks)
      .innerJoin(artistTrack, eq(artistTrack.trackId, tracks.id))
      .innerJoin(artists, eq(artists.id, artistTrack.artistId))
      .orderBy(asc(tracks.id))
    expect(rows).toEqual([
      { name: 'Morning', owner: artist.id, albumId: null, artist: 'Dora Test' },
      { name: 'Evening', owner: artist.id, albumId: null, artist: 'Dora Test' },
    ])
    // Nobody else's artist was matched or created from the tags.
    expect(await t.db.$count(artists, eq(artists.name, 'Somebody Else'))).toBe(0)
  })

  it('picks up a file whose track is missing (an interrupted run) and reuses its stored entry', async () => {
    const entriesBefore = await t.db.$count(fileEntries)
    const [evening] = await t.db.select().from(tracks).where(eq(tracks.name, 'Evening'))
    await t.db.delete(tracks).where(eq(tracks.id, evening!.id))
    const summary = await runImport({ folder, owner: doraEmail, db: t.db, storage: t.storage, out })
    expect(summary.added.map((a) => a.path)).toEqual(['b.wav'])
    expect(summary.skipped).toEqual([{ path: 'a.wav', reason: 'already imported' }])
    expect(await t.db.$count(fileEntries)).toBe(entriesBefore)
    const [again] = await t.db.select().from(tracks).where(eq(tracks.name, 'Evening'))
    expect(again!.src).toBe(evening!.src)
  })
})

describe('import progress', () => {
  it('redraws one bar on a terminal and prints skips and failures above it', () => {
    let written = ''
    const reporter = makeReporter({ isTTY: true, columns: 100, write: (s: string) => (written += s) })
    reporter.start(2)
    reporter.file(1, 'x/a.mp3', { status: 'added', trackId: 1, title: 'A', artists: ['Ann'], album: null })
    reporter.file(2, 'x/b.txt', { status: 'skipped', reason: 'not a supported audio file' })
    reporter.end()
    expect(written).toContain('\r\x1b[2K[############------------] 1/2  added 1  skipped 0  failed 0  a.mp3')
    expect(written).toContain('\r\x1b[2K[2/2] x/b.txt: skipped: not a supported audio file\n')
    expect(written).toContain('[########################] 2/2  added 1  skipped 1  failed 0  b.txt')
    expect(written).not.toContain('[1/2] x/a.mp3')
  })

  it('prints one plain line per file elsewhere', () => {
    let written = ''
    const reporter = makeReporter({ write: (s: string) => (written += s) })
    reporter.start(1)
    reporter.file(1, 'a.mp3', { status: 'failed', reason: 'disk full' })
    reporter.end()
    expect(written).toBe('Importing 1 file\n[1/1] a.mp3: failed: disk full\n')
  })
})

import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../../src/server/config/env'
import type { DbHandle } from '../../../src/server/db/client'
import { seedPlatform } from '../../../src/server/db/seed/platform'
import { fileEntries, tracks } from '../../../src/server/db/schema/index'
import { makeStorageFromEnv } from '../../../src/server/lib/storage/from-env'
import type { Storage } from '../../../src/server/lib/storage'
import { runImport } from '../../../src/server/cli/run-import'
import { createTestDb } from '../../helpers/db'
import { startS3Peer, s3Env, type S3Peer } from '../uploads/s3-peer'
import { coverPng, taggedMp3, taggedWav } from './audio-fixtures'

const root = path.resolve(import.meta.dirname, '../../..')

describe('npm run import with STORAGE_DRIVER=s3', () => {
  let peer: S3Peer
  let handle: DbHandle
  let storage: Storage
  let folder: string
  const mp3 = taggedMp3({ title: 'Tide', artist: 'Ann', album: 'Shore', picture: coverPng() }, 1)

  beforeAll(async () => {
    peer = await startS3Peer()
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-s3-')), ADMIN_PASSWORD: 'import-admin-pass', ...s3Env(peer) })
    storage = await makeStorageFromEnv(env)
    handle = await createTestDb()
    await seedPlatform({ db: handle.db, storage, env, log: { info: () => {}, warn: () => {} } })
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-src-'))
    fs.writeFileSync(path.join(folder, 'tide.mp3'), mp3)
  })
  afterAll(async () => {
    await handle?.close()
    await peer?.close()
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('stores the audio and the cover in the bucket, and a re-run adds nothing', async () => {
    const summary = await runImport({ folder, db: handle.db, storage, out: { write: () => true } })
    expect(summary.added).toHaveLength(1)
    const entries = await handle.db.select().from(fileEntries)
    expect(entries.map((e) => e.diskPrefix).sort()).toEqual(['track_image', 'track_media'])
    const audio = entries.find((e) => e.diskPrefix === 'track_media')!
    expect((await buffer(await storage.read(`track_media/${audio.fileName}`))).equals(mp3)).toBe(true)
    expect(await storage.exists(`track_image/${entries.find((e) => e.diskPrefix === 'track_image')!.fileName}`)).toBe(true)
    const again = await runImport({ folder, db: handle.db, storage, out: { write: () => true } })
    expect(again.skipped).toEqual([{ path: 'tide.mp3', reason: 'already imported' }])
    expect(await handle.db.$count(tracks)).toBe(1)
  })
})

describe('npm run import as a command', () => {
  let dataDir: string
  let folder: string
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-cmd-'))
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-import-src-'))
    fs.writeFileSync(path.join(folder, 'one.wav'), taggedWav({ title: 'One', artist: 'Ann' }, 1))
    fs.writeFileSync(path.join(folder, 'readme.mp3'), 'text\n')
  })
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(folder, { recursive: true, force: true })
  })

  function run(...args: string[]) {
    const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: 'import-admin-pass', SEED_DEMO: '0', STORAGE_DRIVER: 'local' }
    delete env.DATABASE_URL
    return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/import.ts', ...args], { cwd: root, env, encoding: 'utf8' })
  }

  it('imports into the embedded database, exits 0, and adds nothing when run again', () => {
    const first = run(folder)
    expect(first.stderr).toBe('')
    expect(first.stdout).toContain('[1/2] one.wav: added: Ann - One\n')
    expect(first.stdout).toContain('Added 1, skipped 1, failed 0.\nSkipped:\n  1 not a supported audio file\n')
    expect(first.status).toBe(0)
    expect(fs.readdirSync(path.join(dataDir, 'storage', 'track_media'))).toHaveLength(1)

    const second = run(folder)
    expect(second.stdout).toContain('Added 0, skipped 2, failed 0.\nSkipped:\n  1 already imported\n  1 not a supported audio file\n')
    expect(second.status).toBe(0)
    // The lock was released on exit: nothing stays behind to block the server.
    expect(fs.existsSync(path.join(dataDir, 'encore.lock'))).toBe(false)
  }, 120_000)

  it('exits non-zero with a message for an unknown owner or a missing folder argument', () => {
    const unknown = run(folder, '--owner', 'nobody@example.com')
    expect(unknown.stderr).toContain('No user with the email nobody@example.com.')
    expect(unknown.status).toBe(1)
    const usage = run()
    expect(usage.stderr).toContain('Usage: npm run import -- <folder> [--owner <email>]')
    expect(usage.status).toBe(64)
  }, 120_000)
})

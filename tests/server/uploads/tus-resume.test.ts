import { spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { Upload } from 'tus-js-client'
import { FileEntryResponseSchema } from '../../../src/shared/contracts/uploads'
import { encodeWav } from '../../../src/server/demo/audio/wav'
import { tusUpload, uploadKeyOf } from './tus-client'

// A real server process (as e2e/global-setup.ts starts one) is killed with SIGKILL halfway through a
// tus upload, started again on the same DATA_DIR and port, and the upload resumes where the server's
// stored offset says: the file arrives whole, and at most one chunk crosses the wire twice.

const root = path.resolve(import.meta.dirname, '../../..')
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')
const CHUNK = 4 * 1024 * 1024
const admin = { email: 'resume@encore.local', password: 'resume-password-1' }

let dataDir: string
let port: number
let server: ChildProcess | null = null

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(nodeBin, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-dist'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      STORAGE_DRIVER: 'local',
    },
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server not healthy')
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-resume-'))
  port = await freePort()
  server = await startServer()
}, 90_000)

afterAll(async () => {
  if (server && server.exitCode === null) await killHard(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

it('resumes a tus upload after the server process is killed with SIGKILL', { timeout: 120_000 }, async () => {
  const base = `http://127.0.0.1:${port}`
  // A signed-in browser session: cookie plus the XSRF header, as the web client sends them.
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, remember: true }),
  })
  expect(login.status).toBe(200)
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!)
  const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf }

  const pcm = new Int16Array(randomBytes(30 * 1024 * 1024).buffer)
  const wav = encodeWav(pcm, 44100, 2)
  const metadata = { name: 'resumed.wav', clientName: 'resumed.wav', diskPrefix: 'track_media' }
  const endpoint = `${base}/api/v1/tus/upload`

  // First run: killed once half the file is acknowledged.
  let uploadUrl: string | null = null
  let acceptedAtKill = 0
  let sentBeforeKill = 0
  const killed = killHard.bind(null, server!)
  const state: { killing: Promise<void> | null } = { killing: null }
  await new Promise<void>((resolve) => {
    const upload = new Upload(wav, {
      endpoint,
      headers,
      metadata,
      chunkSize: CHUNK,
      retryDelays: [],
      onUploadUrlAvailable: () => {
        uploadUrl = upload.url
      },
      onProgress: (sent) => {
        sentBeforeKill = Math.max(sentBeforeKill, sent)
      },
      onChunkComplete: (_size, accepted, total) => {
        if (!state.killing && accepted >= total / 2) {
          acceptedAtKill = accepted
          state.killing = killed()
        }
      },
      onError: () => resolve(),
      onSuccess: () => resolve(),
    })
    upload.start()
  })
  await state.killing
  expect(uploadUrl).not.toBeNull()
  expect(acceptedAtKill).toBeGreaterThan(0)
  expect(acceptedAtKill).toBeLessThan(wav.length)

  // Restart on the same DATA_DIR and port; the server's stored offset is where the client goes on.
  server = await startServer()
  const head = await fetch(uploadUrl!, { method: 'HEAD', headers: { ...headers, 'tus-resumable': '1.0.0' } })
  expect(head.status).toBe(200)
  const serverOffset = Number(head.headers.get('upload-offset'))
  expect(serverOffset).toBeGreaterThanOrEqual(acceptedAtKill)
  // Bytes sent before the kill that the server did not keep must be sent again: at most one chunk.
  expect(sentBeforeKill - serverOffset).toBeLessThanOrEqual(CHUNK)

  const finalUrl = await tusUpload(endpoint, wav, { headers, metadata, chunkSize: CHUNK, uploadUrl: uploadUrl! })
  expect(uploadKeyOf(finalUrl)).toBe(uploadKeyOf(uploadUrl!))
  const res = await fetch(`${base}/api/v1/tus/entries`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ uploadKey: uploadKeyOf(finalUrl) }),
  })
  expect(res.status).toBe(200)
  const { fileEntry } = FileEntryResponseSchema.parse(await res.json())
  const stored = fs.readFileSync(path.join(dataDir, 'storage', 'track_media', fileEntry.file_name))
  expect(createHash('sha256').update(stored).digest('hex')).toBe(createHash('sha256').update(wav).digest('hex'))
})

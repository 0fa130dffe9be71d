// The real Encore server as its own process (the compiled dist-server/main.js that `npm start` runs,
// NODE_ENV=production) on a fresh temporary DATA_DIR seeded with the demo catalogue. A separate process,
// unlike bench/app-server.ts, because the listening benches pull hundreds of MiB through it: a load
// generator on the same event loop would slow the server down and make the nginx comparison unfair.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { superviseChild } from './child-process'

const root = path.resolve(import.meta.dirname, '..', '..')
const nodeBin = path.join(root, 'node_modules', '.bin', 'node')

export interface EncoreProcess {
  url: string
  dataDir: string
  /** DATA_DIR/storage: where storage keys (`track_media/…`) live on disk. */
  storageRoot: string
  close: () => Promise<void>
}

async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the Encore server exited before it was ready')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the Encore server at ${url} was not healthy after ${timeoutMs} ms`)
}

export async function startEncoreProcess(options: { port: number; distDir: string }): Promise<EncoreProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-listening-'))
  const url = `http://127.0.0.1:${options.port}`
  const compiled = spawnSync(nodeBin, [path.join(root, 'scripts', 'build-server.ts'), '--if-stale'], { cwd: root, stdio: 'inherit' })
  if (compiled.status !== 0) throw new Error('server compile failed')
  const child = spawn(nodeBin, [path.join(root, 'dist-server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: dataDir,
      DIST_DIR: options.distDir,
      SEED_DEMO: '1',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
      APP_URL: url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  // A bench that dies half-way must not leave the server running; graceful shutdown closes the
  // embedded database, forced if that hangs.
  const { exited, stop } = superviseChild(child, 10_000)
  const close = async () => {
    await stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, exited, 180_000)
  } catch (error) {
    await close()
    throw error
  }
  return { url, dataDir, storageRoot: path.join(dataDir, 'storage'), close }
}

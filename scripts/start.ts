// `npm start`: builds the client when dist/ is missing or older than the sources, compiles the server
// the same way (dist-server/, scripts/build-server.ts), then runs the compiled server on the embedded
// database (or DATABASE_URL). Runs on the Node that the `node` dev dependency provides.
import { spawnSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as BuildServer from './build-server'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full))
    else newest = Math.max(newest, fs.statSync(full).mtimeMs)
  }
  return newest
}

function needsBuild(): boolean {
  const stamp = path.join(root, 'dist', 'index.html')
  if (!fs.existsSync(stamp)) return true
  const built = fs.statSync(stamp).mtimeMs
  const sources = ['src/client', 'src/shared', 'sw', 'public'].map((d) => newestMtime(path.join(root, d)))
  const files = ['index.html', 'vite.config.ts', 'manifest.webmanifest'].map((f) => fs.statSync(path.join(root, f)).mtimeMs)
  return Math.max(...sources, ...files) > built
}

if (needsBuild()) {
  console.log('Building the client (first start or sources changed)…')
  const result = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const compiled = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.ts'), '--if-stale'], { cwd: root, stdio: 'inherit' })
if (compiled.status !== 0) process.exit(compiled.status ?? 1)
const serverEntry = path.join(root, 'dist-server', 'main.js')

// With APP_DEBUG the error payload shows source lines around each frame: map the bundle's frames back
// to the TypeScript files. Off otherwise, as the maps cost memory.
const debug = !['', '0', 'false', 'off', 'no'].includes((process.env.APP_DEBUG ?? '').toLowerCase())
// The flags and environment of a lean process (build-server.ts; imported by path, as Node runs this file
// without a bundler and the type checker does not take `.ts` specifiers); an operator's own values win.
const { SERVER_ENV, SERVER_NODE_FLAGS } = (await import(pathToFileURL(path.join(root, 'scripts', 'build-server.ts')).href)) as typeof BuildServer
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(debug ? ['--enable-source-maps'] : []), serverEntry], {
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

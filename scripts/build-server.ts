// Compiles the server for production: an ESM bundle of src/server/main.ts in dist-server/ (esbuild, the
// one tsx already brings). JavaScript dependencies go into the bundle too: loaded as hundreds of separate
// ES modules from node_modules they cost ~100 MB more resident memory (docs/benchmarks.md). Left external:
// packages with native binaries or WASM files found relative to their own files (PGlite, sharp, argon2),
// and pg's optional native bindings. With `--splitting`, every dynamic `import()` of the sources (the S3,
// billing, mail, push, audio-tag and Redis libraries, PGlite on PostgreSQL…) is a chunk of its own beside
// main.js, read only when that code first runs: an idle server does not hold them (docs/benchmarks.md,
// Lean server). Chunks stay in dist-server/ itself, next to the SQL migrations, which db/client.ts finds
// through `import.meta.url` wherever its code lands. Production runs `node dist-server/main.js`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const serverOutDir = path.join(root, 'dist-server')
const serverEntry = path.join(serverOutDir, 'main.js')
const EXTERNAL = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg-native', 'pg-cloudflare', 'fast-geoip']
const sources = ['src/server', 'src/shared', 'package.json', 'package-lock.json', 'scripts/build-server.ts']

function newestMtime(target: string): number {
  const stat = fs.statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)))
  return newest
}

/**
 * How the compiled server is run (scripts/start.ts; the throughput bench starts it the same way), for a
 * smaller idle footprint (docs/benchmarks.md, Lean server): V8's young generation capped at 4 MB per
 * semi-space (it otherwise grows to 16 MB during start and stays committed: ~15 MB; 1 MB saved 2-6 MB more
 * idle but cost a server-rendered page ~3.5 ms of scavenges, issue 27), and glibc told to
 * hand allocations of 128 KB and more back to the system when freed (its adaptive threshold otherwise
 * keeps the compilers' scratch memory of PGlite's start, ~50 MB, in the heap for good) and to keep two
 * malloc arenas rather than one per thread that ever allocated (~3-5 MB).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4']
export const SERVER_ENV: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' }

/** True when dist-server/main.js is missing or older than any server or shared source. */
function serverNeedsBuild(): boolean {
  if (!fs.existsSync(serverEntry)) return true
  const built = fs.statSync(serverEntry).mtimeMs
  return Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > built
}

function buildServer(): void {
  fs.rmSync(serverOutDir, { recursive: true, force: true })
  const result = spawnSync(
    path.join(root, 'node_modules', '.bin', 'esbuild'),
    [
      'src/server/main.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--splitting',
      '--minify-whitespace',
      '--target=node22',
      ...EXTERNAL.map((name) => `--external:${name}`),
      // Bundled CommonJS packages call require() for Node built-ins; ESM output has no require of its own
      // (the banner starts every chunk).
      `--banner:js=import { createRequire as __encoreCreateRequire } from 'node:module'; const require = __encoreCreateRequire(import.meta.url);`,
      '--sourcemap',
      '--log-level=warning',
      `--outdir=${path.relative(root, serverOutDir)}`,
      '--entry-names=[name]',
      '--chunk-names=[name]-[hash]',
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('esbuild failed to compile the server')
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(serverOutDir, 'migrations'), { recursive: true })
}

// `node scripts/build-server.ts` always compiles; `--if-stale` (how scripts/start.ts calls it) only
// when the sources changed since the last build.
const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === import.meta.filename
if (invokedDirectly && (!process.argv.includes('--if-stale') || serverNeedsBuild())) {
  buildServer()
  console.log(`Server compiled to ${path.relative(root, serverEntry)}`)
}

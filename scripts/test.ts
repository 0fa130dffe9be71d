// `npm test`: every test. Vitest (unit and API on in-memory PGlite) first, then Playwright against the
// production build (e2e/global-setup.ts builds it and starts the server). Both run even when the first
// fails, so one run reports everything; the exit code is non-zero when either failed.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

function run(label: string, cmd: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

const results = [
  ['vitest', run('vitest (unit, API)', bin('vitest'), ['run'])],
  ['playwright', run('playwright (e2e)', bin('playwright'), ['test'])],
] as const

const failed = results.filter(([, ok]) => !ok).map(([name]) => name)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}

// `npm test`: every test. Vitest (unit and API on in-memory PGlite) first, then Playwright against the
// production build (e2e/global-setup.ts builds it and starts the server), then the Firefox journey
// (tests/firefox/journey.ts, Debian's firefox-esr over WebDriver BiDi, on that same build). All run even
// when an earlier one fails, so one run reports everything; the exit code is non-zero when any failed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

function run(label: string, cmd: string, args: string[]): boolean {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

/**
 * Browser tests use Debian's browsers (no tool may download its own browser here), transcoding Debian's
 * ffmpeg. When one is missing
 * and we may install packages (root with apt-get), install it; otherwise say what to do.
 */
function ensureDebianBrowser(pkg: string, wanted: string, envName: string): boolean {
  if (fs.existsSync(wanted)) return true
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log(`\n=== installing ${pkg} from Debian (apt-get install -y ${pkg}) ===`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const ok =
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', pkg], { stdio: 'inherit', env }).status === 0
    if (ok && fs.existsSync(wanted)) return true
  }
  console.error(`\nNo ${pkg} at ${wanted}. Install Debian's package (apt-get install -y ${pkg}) or set ${envName}.`)
  return false
}

const ensureChromium = () => ensureDebianBrowser('chromium', process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'CHROMIUM_PATH')
const ensureFirefox = () => ensureDebianBrowser('firefox-esr', process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', 'FIREFOX_PATH')

// The transcoding and loudness tests run the system's ffmpeg (tests/server/transcoding), as the server does.
const ensureFfmpeg = () => ensureDebianBrowser('ffmpeg', process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', 'FFMPEG_PATH')

const results = [
  ['vitest', ensureFfmpeg() && run('vitest (unit, API)', bin('vitest'), ['run'])],
  ['playwright', ensureChromium() && run('playwright (e2e)', bin('playwright'), ['test'])],
  ['firefox', ensureFirefox() && run('firefox journey (firefox-esr, WebDriver BiDi)', bin('node'), [path.join(root, 'tests', 'firefox', 'journey.ts')])],
] as const

const failed = results.filter(([, ok]) => !ok).map(([name]) => name)
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}

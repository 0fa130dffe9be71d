// Regenerates the manifest's screenshots (public/screenshots/home-wide.png 1280x720 and
// home-narrow.png 720x1280) from the real app: the production build served by the real server on a
// temporary data directory with the demo catalogue, photographed in Debian's Chromium by Playwright.
// Build first (`npx vite build`, or set DIST_DIR), then: node --import tsx scripts/screenshots.ts
// SCREENSHOT_URL=http://host:port photographs an already running server instead.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'public', 'screenshots')
const SHOTS = [
  { file: 'home-wide.png', width: 1280, height: 720, mobile: false },
  { file: 'home-narrow.png', width: 720, height: 1280, mobile: true },
] as const

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    const ok = await fetch(`${url}/api/v1/health`).then((r) => r.ok, () => false)
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server at ${url} not healthy after 180 s`)
}

/** The real server on a fresh DATA_DIR (demo catalogue seeded), like e2e/global-setup.ts. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist')
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`no production build in ${distDir}: run npx vite build`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-screenshots-'))
  const port = Number(process.env.SCREENSHOT_PORT ?? 3199)
  const url = `http://127.0.0.1:${port}`
  const server = spawn(path.join(root, 'node_modules', '.bin', 'node'), ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: distDir, SEED_DEMO: '1', LOG_LEVEL: 'warn', APP_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(url, server)
  } catch (error) {
    server.kill('SIGKILL')
    await stop()
    throw error
  }
  return { url, stop }
}

async function photograph(browser: Browser, url: string, shot: (typeof SHOTS)[number]): Promise<void> {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    deviceScaleFactor: 1,
    isMobile: shot.mobile,
    hasTouch: shot.mobile,
    colorScheme: 'dark',
    // No service worker: the picture shows the app, not a half-finished precache.
    serviceWorkers: 'block',
  })
  // The cookie notice would cover part of the picture: accepted beforehand, as a returning visitor has.
  await context.addCookies([{ name: 'cookie_notice', value: 'true', url }])
  const page = await context.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.locator('main#main').waitFor()
  // Every cover in view decoded (lazy ones below the fold never load, so at most 5 s), then two more
  // frames, so no placeholder is captured.
  await page.evaluate(async () => {
    const decoded = Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))])
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  const file = path.join(outDir, shot.file)
  await page.screenshot({ path: file })
  console.log(`${shot.file}: ${shot.width}x${shot.height}, ${fs.statSync(file).size} bytes`)
  await context.close()
}

const given = process.env.SCREENSHOT_URL
const server = given ? { url: given, stop: async () => {} } : await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--hide-scrollbars'],
})
try {
  fs.mkdirSync(outDir, { recursive: true })
  for (const shot of SHOTS) await photograph(browser, server.url, shot)
} finally {
  await browser.close()
  await server.stop()
}

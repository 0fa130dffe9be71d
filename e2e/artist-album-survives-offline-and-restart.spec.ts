// Issue 11's "Done when" in one journey: an approved artist drops an album of two tagged MP3s on
// /backstage/upload; the connection drops half way through the first file and comes back, then the server
// is killed (SIGKILL) half way through the second and started again on the same DATA_DIR and port. The
// uploads finish without starting over, the artist publishes the album from the prefilled album form,
// and a guest finds it and hears it. The stored bytes equal the sources and at most one chunk per file
// crosses the wire twice. The spec kills its server, so it runs on one of its own (fixtures/own-server).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import type { APIRequestContext, Browser, Page, Request, Response } from '@playwright/test'
import { taggedMp3 } from '../tests/server/import/audio-fixtures'
import { ownServer } from './fixtures/own-server'
import { expect } from './fixtures/test'
import { MEDIA_PROBE, expectPlaying, registerByApi, rowTrackId, trackRows } from './fixtures/your-music'

const ADMIN = { email: 'owner@resilience.local', password: 'resilience-owner-password' }
const { server, test } = ownServer({ port: Number(process.env.E2E_RESILIENCE_PORT ?? 4355), name: 'resilience', admin: ADMIN })

/** `uploads.chunk_size` for this server: its minimum, so files of a few MB go in several tus chunks. */
const CHUNK = 1024 * 1024
const TUS_PATH = '/api/v1/tus/upload'

test.use({ serviceWorkers: 'block' })

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** A signed-in POST: the session's XSRF-TOKEN cookie goes back as the header (platform-core CSRF rule). */
async function post(request: APIRequestContext, url: string, data: object) {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const res = await request.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json() as Promise<unknown>
}

/** The administrator sets 1 MB chunks and approves `page`'s new account as the artist `artistName`. */
async function approvedArtist(page: Page, browser: Browser, artistName: string): Promise<void> {
  await registerByApi(page, 'resilience')
  const { request } = (await post(page.request, '/api/v1/backstage-request', { type: 'become-artist', artist_name: artistName })) as { request: { id: number } }
  const admin = await browser.newContext({ baseURL: server.url })
  const login = await admin.request.post('/api/v1/auth/login', { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  await post(admin.request, '/api/v1/settings', { client: JSON.stringify({ 'uploads.chunk_size': CHUNK }) })
  await post(admin.request, `/api/v1/backstage-request/${request.id}/approve`, { notes: 'Welcome' })
  await admin.close()
  // Permissions may come from a 1 s cache (viewerPlugin): wait until the artist role shows.
  await expect
    .poll(async () => {
      const boot = (await (await page.request.get('/api/v1/bootstrap-data')).json()) as { user: { permissions: { name: string }[] } | null }
      return boot.user?.permissions.some((p) => p.name === 'music.create') ?? false
    })
    .toBe(true)
}

/** Upload-Offset of every tus PATCH the page sent, by upload URL (one URL per file, across the restart). */
function recordPatches(page: Page): Map<string, number[]> {
  const byUpload = new Map<string, number[]>()
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (request.method() !== 'PATCH' || !url.pathname.startsWith(TUS_PATH)) return
    byUpload.set(url.pathname, [...(byUpload.get(url.pathname) ?? []), Number(request.headers()['upload-offset'])])
  })
  return byUpload
}

/** Each PATCH carries one chunk from its offset; a cut-off one counts as sent in full. */
const bytesSent = (offsets: readonly number[], size: number) => offsets.reduce((sum, offset) => sum + Math.min(offset + CHUNK, size) - offset, 0)

/** The PATCH that starts the third chunk (past 40 %) of an upload other than `except`. */
const thirdChunk = (page: Page, except?: string) =>
  page.waitForRequest(
    (r) => r.method() === 'PATCH' && new URL(r.url()).pathname !== except && Number(r.headers()['upload-offset']) >= 2 * CHUNK,
    { timeout: 60_000 },
  )

test('an album uploads through a dropped connection and a server restart, is published and a guest hears it', async ({ page, context, browser }, testInfo) => {
  test.setTimeout(240_000)
  const stamp = Date.now() % 1_000_000
  const artistName = `Breakwater ${stamp}`
  const album = `Storm Season ${stamp}`
  const titles = [`First Squall ${stamp}`, `Second Squall ${stamp}`]
  // MPEG frames of 417 bytes at 128 kbit/s: about 4.6 and 4.8 MB, five chunks each.
  const sources = [
    taggedMp3({ title: titles[0], artist: artistName, album, genre: 'Storm Pop', track: 1 }, 290),
    taggedMp3({ title: titles[1], artist: artistName, album, genre: 'Storm Pop', track: 2 }, 300),
  ]
  // What the artist sees at each step, kept in the test's output folder.
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true })
  await approvedArtist(page, browser, artistName)

  const patches = recordPatches(page)
  const entries: Promise<{ fileEntry: { file_size: number; url: string } }>[] = []
  page.on('response', (response: Response) => {
    if (response.url().endsWith('/api/v1/tus/entries') && response.status() === 200) entries.push(response.json())
  })
  // Each chunk is held a moment, so "half way" lasts long enough to act on over loopback.
  await context.route(`**${TUS_PATH}/*`, async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue().catch(() => undefined)
  })
  await page.goto('/backstage/upload')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const rows = page.getByTestId('upload-row')
  await page.getByTestId('upload-files-input').setInputFiles(sources.map((buffer, i) => ({ name: `0${i + 1}.mp3`, mimeType: 'audio/mpeg', buffer })))
  await expect(rows).toHaveCount(2)

  // 1. The connection drops half way through the first file, for a few seconds.
  const firstUpload = new URL((await thirdChunk(page)).url()).pathname
  await context.setOffline(true)
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  await expect(rows.first().getByTestId('upload-status')).toContainText('waiting for the connection')
  await shot('offline')
  await page.waitForTimeout(3000)
  await context.unroute('**/*')
  await context.setOffline(false)

  // 2. The server dies half way through the second file and comes back on the same data and port.
  await thirdChunk(page, firstUpload)
  await server.kill()
  await expect(rows.nth(1).getByTestId('upload-status')).toContainText('waiting for the server', { timeout: 15_000 })
  await shot('server down')
  await server.start()
  await shot('server back')
  await expect(rows.filter({ hasText: 'Ready for details' })).toHaveCount(2, { timeout: 90_000 })
  await shot('after the restart')

  // Whole files on the server's disk, and neither upload started over.
  const stored = await Promise.all(entries.map(async (entry) => (await entry).fileEntry))
  expect(stored.map((entry) => sha256(fs.readFileSync(server.storedPath(entry.url)))).sort()).toEqual(sources.map(sha256).sort())
  expect(patches.size).toBe(2)
  for (const [upload, offsets] of patches) {
    const size = upload === firstUpload ? sources[0]!.length : sources[1]!.length
    expect(bytesSent(offsets, size) - size, `${upload}: ${offsets.join(', ')}`).toBeLessThanOrEqual(CHUNK)
    expect(offsets.length - new Set(offsets).size).toBeLessThanOrEqual(1)
  }

  // 3. The artist publishes the album from the prefilled form.
  await page.getByRole('region', { name: 'Ready for details' }).getByRole('link', { name: `Continue with ${album}` }).click()
  const form = page.getByRole('form', { name: 'New album' })
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(album)
  await expect(form.getByRole('textbox', { name: 'Genres' })).toHaveValue('Storm Pop')
  await form.getByRole('button', { name: 'Create album' }).click()
  await expect(page.getByRole('heading', { level: 1, name: album })).toBeVisible()
  await shot('album published')

  // 4. A guest finds the album in search, presses play and hears it: the stream answers a Range request.
  const guestContext = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' })
  const guest = await guestContext.newPage()
  await guest.addInitScript({ path: MEDIA_PROBE })
  const streamed: number[] = []
  guest.on('response', (response) => {
    if (/\/api\/v1\/tracks\/\d+\/stream/.test(response.url())) streamed.push(response.status())
  })
  await guest.goto(`/search/${encodeURIComponent(album)}`)
  await guest.getByRole('main').getByRole('link', { name: album, exact: true }).first().click()
  await expect(guest.getByRole('heading', { level: 1, name: album })).toBeVisible()
  await expect(trackRows(guest)).toHaveCount(2)
  const first = trackRows(guest).filter({ hasText: titles[0] })
  const trackId = await rowTrackId(first)
  await first.getByRole('button', { name: /^Play / }).click()
  await expectPlaying(guest, trackId)
  expect(streamed).toContain(206)
  await guestContext.close()
})

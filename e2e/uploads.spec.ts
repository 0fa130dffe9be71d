// Issue 11 journey: the admin uploads a ~30 MB generated WAV on /backstage/upload through tus (5 MB
// chunks). (a) The network is cut at half and comes back: the upload completes by itself. (b) The page is
// reloaded at half: the unfinished upload is offered, the same file is picked again and the upload
// resumes. Each time the stored file's sha256 equals the source's, at most one chunk went twice, and the
// upload ends as a draft (tags read, waveform drawn) with a "Continue" link to the track form.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { BrowserContext, Page, Request, Response } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

/** The default `uploads.chunk_size`: chunked uploads from 4 MB (issue 25, the spec's figure). */
const CHUNK = 4 * 1024 * 1024
const TUS_PATH = '/api/v1/tus/upload'

// The service worker plays no part in uploads; without it every request is the page's own.
test.use({ serviceWorkers: 'block' })

/** 16-bit stereo 44.1 kHz PCM with a tone that changes over time (so the waveform is not flat). */
function writeWav(file: string, seconds: number): Buffer {
  const rate = 44_100
  const frames = rate * seconds
  const data = Buffer.alloc(frames * 4)
  for (let i = 0; i < frames; i++) {
    const envelope = 0.2 + 0.8 * Math.abs(Math.sin((i / rate) * 0.3))
    const sample = Math.round(Math.sin((i / rate) * 2 * Math.PI * 440) * envelope * 30_000)
    data.writeInt16LE(sample, i * 4)
    data.writeInt16LE(sample, i * 4 + 2)
  }
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(2, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 4, 28)
  header.writeUInt16LE(4, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36)
  header.writeUInt32LE(data.length, 40)
  const wav = Buffer.concat([header, data])
  fs.writeFileSync(file, wav)
  return wav
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** The PATCH requests of tus with their Upload-Offset, as the page sent them (across reloads). */
function recordPatches(page: Page): number[] {
  const offsets: number[] = []
  page.on('request', (request: Request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith(TUS_PATH)) {
      offsets.push(Number(request.headers()['upload-offset']))
    }
  })
  return offsets
}

/** tus requests that failed on the network (the cut really hit the upload). */
function recordFailures(page: Page): string[] {
  const failed: string[] = []
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith(TUS_PATH)) failed.push(`${request.method()} ${request.failure()?.errorText ?? ''}`)
  })
  return failed
}

/** Each PATCH carries one chunk from its offset (tus chunkSize); a cut-off one counts as sent in full. */
function bytesSent(offsets: readonly number[], size: number): number {
  return offsets.reduce((sum, offset) => sum + Math.min(offset + CHUNK, size) - offset, 0)
}

/** Holds each chunk a moment, so "half way" lasts long enough to act on over loopback. */
async function slowChunks(context: BrowserContext): Promise<void> {
  await context.route(`**${TUS_PATH}/*`, async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue().catch(() => undefined)
  })
}

async function signIn(page: Page): Promise<void> {
  const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
}

const uploadRow = (page: Page) => page.getByTestId('upload-row').first()
const uploadPercent = async (page: Page) =>
  Number((await uploadRow(page).getByRole('progressbar').getAttribute('aria-valuenow')) ?? 0)

/** Waits for the tus entry, checks the stored bytes and the draft the forms will read. */
async function expectStoredAndDrafted(page: Page, entryResponse: Promise<Response>, source: Buffer) {
  const answer = (await (await entryResponse).json()) as { fileEntry: { id: number; url: string; file_size: number } }
  expect(answer.fileEntry.file_size).toBe(source.length)
  const stored = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'storage', answer.fileEntry.url.replace(/^storage\//, '')))
  expect(sha256(stored)).toBe(sha256(source))

  await expect(uploadRow(page)).toHaveAttribute('data-status', 'completed')
  await expect(uploadRow(page).getByTestId('upload-status')).toHaveText('Ready for details', { timeout: 30_000 })
  const draftsSection = page.getByRole('region', { name: 'Ready for details' })
  // This tab's draft; an earlier test's unpublished upload is listed too, from the server (`upload=entry-<id>`).
  const continueLink = draftsSection.getByRole('link', { name: /Continue/ }).and(page.locator('a[href*="upload=upload-"]'))
  await expect(continueLink).toHaveCount(1)
  await expect(continueLink).toHaveAttribute('href', /\/backstage\/tracks\/new\?upload=upload-/)
  const draft = await page.evaluate(() => JSON.parse(sessionStorage.getItem('encore-upload-drafts') ?? '{}') as Record<string, { fileEntry: { id: number }; waveData: number[][] | null }>)
  const only = Object.values(draft).find((d) => d.fileEntry.id === answer.fileEntry.id)
  expect(only?.waveData).toHaveLength(414)
  expect(Math.max(...(only?.waveData ?? []).map((bar) => bar[3] ?? 0))).toBe(45)
}

test.describe('resumable uploads', () => {
  test('(a) the network is cut at half and comes back: the upload completes', async ({ page, context, visit }, testInfo) => {
    test.setTimeout(150_000)
    const file = testInfo.outputPath('cut-at-half.wav')
    const source = writeWav(file, 180)
    expect(source.length).toBeGreaterThan(30_000_000)
    const offsets = recordPatches(page)
    const failures = recordFailures(page)
    // Before the first paint: switching later animates the buttons' colours through low contrast.
    await page.emulateMedia({ colorScheme: 'dark' })
    await signIn(page)
    await slowChunks(context)
    await visit('/backstage/upload')

    const entry = page.waitForResponse((r) => r.url().endsWith('/api/v1/tus/entries') && r.status() === 200, { timeout: 120_000 })
    await page.getByTestId('upload-files-input').setInputFiles(file)
    await expect.poll(() => uploadPercent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(50)

    await context.setOffline(true)
    await context.route('**/*', (route) => route.abort('internetdisconnected'))
    await page.waitForTimeout(4000)
    await expect(uploadRow(page)).toHaveAttribute('data-status', 'inProgress')
    await expect(uploadRow(page).getByTestId('upload-status')).toContainText('waiting for the connection')
    expect(failures.length).toBeGreaterThan(0)
    await context.unroute('**/*')
    await context.setOffline(false)

    await expectStoredAndDrafted(page, entry, source)
    // The fixture's final accessibility scan then runs on the mobile layout (in dark mode, set at the start).
    await page.setViewportSize({ width: 390, height: 844 })
    expect(bytesSent(offsets, source.length) - source.length).toBeLessThanOrEqual(CHUNK)
    expect(offsets.length - new Set(offsets).size).toBeLessThanOrEqual(1)
  })

  test('(b) the page is reloaded at half: picking the file again resumes it', async ({ page, context, visit }, testInfo) => {
    test.setTimeout(150_000)
    const file = testInfo.outputPath('reload-at-half.wav')
    const source = writeWav(file, 181)
    const offsets = recordPatches(page)
    await signIn(page)
    await slowChunks(context)
    await visit('/backstage/upload')

    await page.getByTestId('upload-files-input').setInputFiles(file)
    await expect.poll(() => uploadPercent(page), { timeout: 60_000 }).toBeGreaterThanOrEqual(50)
    const before = offsets.length
    await page.reload()

    const unfinished = page.getByRole('region', { name: 'Unfinished uploads' })
    await expect(unfinished).toContainText('reload-at-half.wav')
    await expect(unfinished).toContainText('Select the same file again')
    const entry = page.waitForResponse((r) => r.url().endsWith('/api/v1/tus/entries') && r.status() === 200, { timeout: 120_000 })
    const chooser = page.waitForEvent('filechooser')
    await unfinished.getByRole('button', { name: 'Resume reload-at-half.wav' }).click()
    await (await chooser).setFiles(file)
    await expect(uploadRow(page).getByTestId('upload-status')).toContainText('resumed at')

    await expectStoredAndDrafted(page, entry, source)
    // The resumed upload started past the first half, not from zero.
    expect(Math.min(...offsets.slice(before))).toBeGreaterThan(source.length / 2 - CHUNK)
    expect(bytesSent(offsets, source.length) - source.length).toBeLessThanOrEqual(CHUNK)
    expect(offsets.length - new Set(offsets).size).toBeLessThanOrEqual(1)
    // The record is gone once the entry exists.
    await expect(unfinished).toHaveCount(0)
  })

  test('(c) a small file goes in one multipart POST with progress, and two files of a folder become an album draft', async ({ page, visit }, testInfo) => {
    test.setTimeout(90_000)
    const folder = testInfo.outputPath('Live set')
    fs.mkdirSync(folder, { recursive: true })
    const first = writeWav(path.join(folder, '01 opening.wav'), 5)
    const second = writeWav(path.join(folder, '02 closing.wav'), 6)
    const tusRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(TUS_PATH)) tusRequests.push(request.method())
    })
    await signIn(page)
    await visit('/backstage/upload')

    const entries: { file_size: number; url: string }[] = []
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/file-entries') && response.request().method() === 'POST') {
        void response.json().then((body: { fileEntry: { file_size: number; url: string } }) => entries.push(body.fileEntry))
      }
    })
    // The folder picker (webkitdirectory) gives each file its path inside the folder.
    await page.locator('input[aria-label="Audio folder"]').setInputFiles(folder)
    await expect(page.getByTestId('upload-row')).toHaveCount(2)
    await expect(page.getByTestId('upload-row').filter({ hasText: 'Ready for details' })).toHaveCount(2, { timeout: 30_000 })
    expect(tusRequests).toEqual([])
    expect(entries.map((e) => e.file_size).sort()).toEqual([first.length, second.length].sort())
    for (const entry of entries) {
      const stored = fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, 'storage', entry.url.replace(/^storage\//, '')))
      expect([sha256(first), sha256(second)]).toContain(sha256(stored))
    }
    const drafts = page.getByRole('region', { name: 'Ready for details' })
    await expect(drafts.getByRole('link', { name: 'Continue with Live set' })).toHaveAttribute('href', /\/backstage\/albums\/new\?upload=upload-[^,]+%2Cupload-/)
  })
})

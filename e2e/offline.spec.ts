// Issue 6 journey: save an album, cut the network for the page and the service worker, reload
// /library/offline and hear a saved track (the media time advances) with no network at all.
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test, waitForShell } from './fixtures/test'

/** Every media element the page plays (howler's html5 Audio objects are not in the DOM). */
async function recordMediaElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: HTMLMediaElement[] = []
    Object.assign(window, { __media: seen })
    const play = HTMLMediaElement.prototype.play
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!seen.includes(this)) seen.push(this)
      return play.call(this)
    }
  })
}

const mediaTime = (page: Page) =>
  page.evaluate(() => Math.max(0, ...((window as unknown as { __media?: HTMLMediaElement[] }).__media ?? []).map((m) => m.currentTime)))

/** Waits until the service worker controls the page (precache done, one reload). */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await waitForShell(page)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  // setOffline alone does not cut the service worker's own fetches; aborting at the context does.
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
}

/** An album of the demo catalogue whose tracks are uploaded files (savable), with its page path. */
async function findSavableAlbum(page: Page): Promise<{ path: string; names: string[] }> {
  for (let id = 1; id <= 10; id++) {
    const response = await page.request.get(`/api/v1/albums/${id}?loader=albumPage`, { headers: { 'X-Encore-Client': 'web' } })
    if (!response.ok()) continue
    const { album } = (await response.json()) as { album: { tracks?: { name: string; src?: string | null }[] } }
    const tracks = (album.tracks ?? []).filter((t) => t.src?.includes('storage/track_media'))
    if (tracks.length > 0) return { path: `/album/${id}/artist/album`, names: tracks.map((t) => t.name) }
  }
  throw new Error('no album with uploaded tracks in the demo catalogue')
}

test.describe('offline listening', () => {
  test('a saved album plays from /library/offline with the network cut', async ({ page, context, visit }) => {
    test.setTimeout(90_000)
    await recordMediaElements(page)
    await visit('/')
    await controlledBySw(page)
    const album = await findSavableAlbum(page)

    await visit(album.path)
    await page.getByRole('button', { name: 'Save offline' }).click()
    await expect(page.getByRole('button', { name: 'Remove from offline' })).toBeVisible({ timeout: 45_000 })

    await goOffline(context)
    await page.goto('/library/offline')
    await waitForShell(page)
    const tracks = page.getByRole('region', { name: 'Tracks' })
    await expect(tracks.getByRole('listitem')).toHaveCount(album.names.length)
    // Proof the network is gone: the API cannot be reached from the page.
    const api = await page.evaluate(() => window.fetch('/api/v1/health').then(() => 'reachable', () => 'unreachable'))
    expect(api).toBe('unreachable')

    await tracks.getByRole('button', { name: `Play ${album.names[0]}` }).first().click()
    await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
    // The answer came from the saved copy with a proper partial response.
    const probe = await page.evaluate(async () => {
      const media = (window as unknown as { __media: HTMLMediaElement[] }).__media
      const src = media.map((m) => m.currentSrc).find((s) => s.includes('/stream')) ?? ''
      const r = await window.fetch(src, { headers: { Range: 'bytes=0-9' } })
      return { status: r.status, range: r.headers.get('content-range'), type: r.headers.get('content-type'), length: (await r.arrayBuffer()).byteLength }
    })
    expect(probe.status).toBe(206)
    expect(probe.range).toMatch(/^bytes 0-9\/\d+$/)
    expect(probe.type).toMatch(/^audio\//)
    expect(probe.length).toBe(10)

    await context.unroute('**/*')
    await context.setOffline(false)
  })
})

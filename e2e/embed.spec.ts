// The track embed (music-catalog §4.12): it plays its track, and its answer lets other sites frame it,
// checked both on the headers and by really framing it from another origin.
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { slugify } from '../src/shared/lib/slug'
import { expect, test } from './fixtures/test'

/** The media probe of the listening benches (howler's media elements live outside the DOM). */
const MEDIA_PROBE = fileURLToPath(new URL('../bench/listening/media-probe.js', import.meta.url))

const currentTime = () =>
  (window as unknown as { __encoreMediaState?: () => { currentTime: number } | null }).__encoreMediaState?.()?.currentTime ?? 0

/** The embed path of the first track of album 1, as the share dialog builds it. */
async function trackEmbedPath(request: APIRequestContext): Promise<{ path: string; name: string }> {
  const response = await request.get('/api/v1/albums/1?loader=albumPage')
  expect(response.ok()).toBe(true)
  const { album } = (await response.json()) as { album: { tracks: Array<{ id: number; name: string }> } }
  const track = album.tracks[0]
  if (!track) throw new Error('album 1 has no tracks')
  return { path: `/track/${track.id}/${slugify(track.name)}/embed`, name: track.name }
}

/** The embedding page's server (the listening briefs' port range is 3181-3189). */
const EMBEDDER_PORT = Number(process.env.E2E_EMBEDDER_PORT ?? 3187)

test.describe('track embed', () => {
  test('plays its track and may be framed', async ({ page, request, visit }) => {
    const embed = await trackEmbedPath(request)
    await page.addInitScript({ path: MEDIA_PROBE })

    const answer = await request.get(embed.path)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['x-frame-options'] ?? '').not.toMatch(/deny|sameorigin/i)
    expect(answer.headers()['content-security-policy'] ?? '').not.toMatch(/frame-ancestors[^;]*'none'/)

    await visit(embed.path)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: embed.name })).toBeVisible()
    // §4.12: full-bleed, no app chrome; the embed's own controls are the only player.
    await expect(page.getByRole('region', { name: 'Player' })).toHaveCount(0)
    await main.getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => page.evaluate(currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3)
    await expect(main.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
  })

  test('plays inside an iframe on another site', async ({ page, request, baseURL }) => {
    const embed = await trackEmbedPath(request)
    // Init scripts also run in child frames.
    await page.addInitScript({ path: MEDIA_PROBE })
    // A page on another site frames the embed the way the share dialog's embed code does. A real
    // loopback server: Chromium blocks a routed ("public") page from framing a loopback address, and
    // about:blank would not do either (CSP's frame-ancestors * matches network schemes only).
    const html = `<!doctype html><html lang="en"><head><title>Embedder</title></head><body><main>
      <iframe title="Encore embed" src="${baseURL}${embed.path}" width="100%" height="174" allow="autoplay; encrypted-media"></iframe>
      </main></body></html>`
    const host = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html))
    await new Promise<void>((resolve) => host.listen(EMBEDDER_PORT, '127.0.0.1', resolve))
    try {
      // localhost vs 127.0.0.1: another site, not only another origin.
      await page.goto(`http://localhost:${EMBEDDER_PORT}/`)
      const frame = page.frameLocator('iframe[title="Encore embed"]').getByRole('main')
      await frame.getByRole('button', { name: 'Play', exact: true }).click()
      await expect(frame.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
      const inner = page.frames().find((f) => f.url().includes('/embed'))
      expect(inner, 'the embed frame loaded').toBeDefined()
      await expect.poll(() => inner!.evaluate(currentTime), { timeout: 10_000 }).toBeGreaterThan(0.3)
    } finally {
      await new Promise((resolve) => host.close(resolve))
    }
  })
})

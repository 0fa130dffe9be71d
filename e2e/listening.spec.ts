// Issue 4's journey: from the home page to an album by links, press play, hear it (the media element's
// time advances), browse four more pages by in-app links while the same track keeps playing without a
// restart, then pause from the player bar. Howler's audio elements live outside the DOM, so the
// media probe (an init script) reports the element the app started.
import { fileURLToPath } from 'node:url'
import type { Locator, Page } from '@playwright/test'
import { expect, test, waitForShell } from './fixtures/test'

/** The probe script (plain browser JS) that the play-latency bench uses too; added by path. */
const MEDIA_PROBE = fileURLToPath(new URL('../bench/listening/media-probe.js', import.meta.url))

/** What the probe reports about the track media element the app started (null before any). */
interface MediaState {
  src: string
  currentTime: number
  paused: boolean
  restarts: number
  elements: number
  documentId: string
}

const mediaState = () =>
  (window as unknown as { __encoreMediaState?: () => MediaState | null }).__encoreMediaState?.() ?? null

async function state(page: Page): Promise<MediaState> {
  const current = await page.evaluate(mediaState)
  expect(current, 'a track media element was started').not.toBeNull()
  return current as MediaState
}

/** Waits until the position passed `after`, so the track is audibly advancing right now. */
async function expectAdvancing(page: Page, after: number): Promise<MediaState> {
  await expect.poll(async () => (await page.evaluate(mediaState))?.currentTime ?? -1, { timeout: 10_000 }).toBeGreaterThan(after)
  return state(page)
}

/** The first in-app link in main whose href starts with `prefix` (and differs from `except`). */
function linkTo(page: Page, prefix: string, except?: string): Locator {
  const links = page.getByRole('main').getByRole('link').and(page.locator(`[href^="${prefix}"]`))
  return except ? links.and(page.locator(`:not([href="${except}"])`)).first() : links.first()
}

/** "m:ss" -> seconds. */
const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0)

test.describe('listening', () => {
  test('plays an album track and keeps playing across four in-app navigations, then pauses from the bar', async ({ page, visit }) => {
    test.setTimeout(60_000)
    await page.addInitScript({ path: MEDIA_PROBE })
    await visit('/')

    const albumLink = linkTo(page, '/album/')
    const albumId = /^\/album\/(\d+)\//.exec((await albumLink.getAttribute('href')) ?? '')?.[1]
    const album = (await (await page.request.get(`/api/v1/albums/${albumId}`)).json()) as { album: { name: string } }
    await albumLink.click()
    await expect(page).toHaveURL(/\/album\/\d+\//)
    // The URL changes before the album page renders, and the home page has track rows too: rows are
    // read only once the album's own heading is on screen.
    await expect(page.getByRole('heading', { level: 1, name: album.album.name })).toBeVisible()
    const tracks = page.getByRole('main').getByRole('table').getByRole('row')
    await expect(tracks.nth(1)).toBeVisible()

    // The demo tunes last 8-20 s: start the album's longest so the walk ends before it does.
    const rows = await tracks.filter({ has: page.getByRole('button', { name: /^Play / }) }).all()
    const times = await Promise.all(rows.map(async (row) => seconds((await row.getByRole('cell').last().textContent()) ?? '0:00')))
    const longest = rows[times.indexOf(Math.max(...times))] ?? rows[0]
    await longest!.getByRole('button', { name: /^Play / }).click()

    const started = await expectAdvancing(page, 0.3)
    expect(started.paused).toBe(false)
    const player = page.getByRole('region', { name: 'Player' })
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible()

    let previous = started
    const albumPath = new URL(page.url()).pathname
    const steps: Array<{ name: string; go: () => Promise<void>; url: RegExp }> = [
      { name: 'artist', go: () => linkTo(page, '/artist/').click(), url: /\/artist\/\d+/ },
      { name: 'another album', go: () => linkTo(page, '/album/', albumPath).click(), url: /\/album\/\d+\// },
      { name: 'genre', go: () => linkTo(page, '/genre/').click(), url: /\/genre\// },
      { name: 'home', go: () => page.getByRole('link', { name: 'Home' }).first().click(), url: /\/$/ },
    ]
    for (const step of steps) {
      await step.go()
      await expect(page, `navigated to the ${step.name} page`).toHaveURL(step.url)
      await waitForShell(page)
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
      const now = await expectAdvancing(page, previous.currentTime)
      expect(now.documentId, `${step.name}: in-app navigation, no reload`).toBe(started.documentId)
      expect(now.src, `${step.name}: same track`).toBe(started.src)
      expect(now.paused, `${step.name}: still playing`).toBe(false)
      expect(now.restarts, `${step.name}: never jumped back`).toBe(0)
      expect(now.elements, `${step.name}: the media element was not re-created`).toBe(1)
      previous = now
    }
    expect(previous.currentTime, 'kept its position through the walk').toBeGreaterThan(started.currentTime)

    await player.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible()
    await expect.poll(async () => (await state(page)).paused).toBe(true)
    const pausedAt = (await state(page)).currentTime
    await page.waitForTimeout(600)
    expect((await state(page)).currentTime, 'time stands still once paused').toBeCloseTo(pausedAt, 1)
    expect((await state(page)).src).toBe(started.src)
  })
})

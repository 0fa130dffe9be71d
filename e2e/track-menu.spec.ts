// The one track menu (issue 24) in Chromium against the production build and the seeded catalogue: on an
// album page a listener right-clicks rows to play one next and queue another (the queue panel shows
// them in that order after the playing track), goes to the artist and copies a track link on the page's
// origin; with `player.enable_download` on, the menu links to the download endpoint, which answers a file.
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'
import { MEDIA_PROBE, openFirstAlbum, registerByApi, rowNames, rowTrackId, trackRows } from './fixtures/your-music'

async function setDownloads(request: APIRequestContext, on: boolean) {
  const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
  const res = await request.post('/api/v1/settings', { data: { client: JSON.stringify({ 'player.enable_download': on }) }, headers: { 'X-XSRF-TOKEN': xsrf } })
  expect(res.status(), await res.text()).toBe(200)
  await request.post('/api/v1/auth/logout', { headers: { 'X-XSRF-TOKEN': xsrf } })
}

/** Opens a row's menu the Spotify way, with a right-click anywhere on the row. */
async function rightClickRow(page: Page, index: number) {
  await trackRows(page).nth(index).click({ button: 'right', position: { x: 60, y: 10 } })
  await expect(page.getByRole('menu')).toBeVisible()
}

test.describe('track menu', () => {
  test('plays next and queues from a right-click, goes to the artist and copies a link', async ({ page, context, visit }) => {
    test.setTimeout(60_000)
    await page.addInitScript({ path: MEDIA_PROBE })
    await registerByApi(page, 'track-menu')
    await openFirstAlbum(page, visit)
    const names = await rowNames(page)
    expect(names.length).toBeGreaterThanOrEqual(4)

    await trackRows(page).first().getByRole('button', { name: `Play ${names[0]}` }).click()
    await rightClickRow(page, 2)
    await page.getByRole('menuitem', { name: 'Play next' }).click()
    await rightClickRow(page, 3)
    await page.getByRole('menuitem', { name: 'Add to queue' }).click()

    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Queue' }).click()
    const queue = page.getByRole('complementary', { name: 'Queue' })
    const queued = queue.getByRole('listitem')
    // The playing track, then Play next's, then Add to queue's, then the album goes on.
    await expect(queued.nth(0)).toContainText(names[0]!)
    await expect(queued.nth(1)).toContainText(names[2]!)
    await expect(queued.nth(2)).toContainText(names[3]!)
    await expect(queued.nth(3)).toContainText(names[1]!)
    await queue.getByRole('button', { name: 'Close queue' }).click()

    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const id = await rowTrackId(trackRows(page).nth(1))
    await rightClickRow(page, 1)
    await page.getByRole('menuitem', { name: 'Copy link' }).click()
    await expect(page.getByText('Link copied')).toBeVisible()
    const origin = new URL(page.url()).origin
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`^${origin}/track/${id}/`))

    await rightClickRow(page, 1)
    const single = page.getByRole('menuitem', { name: 'Go to artist' })
    // A track of several artists lists them in a "Go to artist" group instead.
    const target = (await single.count()) ? single : page.getByRole('group', { name: 'Go to artist' }).getByRole('menuitem').first()
    await target.click()
    await expect(page).toHaveURL(/\/artist\/\d+/)
  })

  test('links Download to the file where the setting allows it', async ({ page, request, visit }) => {
    await setDownloads(request, true)
    try {
      // Admins hold every permission, music.download included.
      const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
      expect(login.status()).toBe(200)
      await openFirstAlbum(page, visit)
      const id = await rowTrackId(trackRows(page).first())
      await rightClickRow(page, 0)
      const download = page.getByRole('menuitem', { name: 'Download' })
      await expect(download).toHaveAttribute('href', `/api/v1/tracks/${id}/download`)
      await expect(download).toHaveAttribute('download', '')
      const file = await page.request.get(`/api/v1/tracks/${id}/download`)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-disposition']).toMatch(/^attachment; filename=/)
    } finally {
      await setDownloads(request, false)
    }
  })
})

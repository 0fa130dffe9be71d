// Issue 24, listener lists in Chromium against the production build: Shift-click selects a range of an
// album's rows and the selection bar adds them all to a playlist in one go; the playlist's owner uploads
// a cover (kept as a centred square) and shares the playlist's link. axe scans the selection bar, the
// playlist page and the share dialog (and every visited page, as the fixture does).
import type { Page } from '@playwright/test'
import { encodePng } from '../src/server/demo/images/png'
import { expectAccessible } from './fixtures/axe'
import { expect, test } from './fixtures/test'
import { openFirstAlbum, registerByApi, rowNames, trackRows } from './fixtures/your-music'

/** A signed-in JSON write: the session's XSRF-TOKEN cookie goes back as the header (platform-core CSRF rule). */
async function xsrfHeader(page: Page) {
  const xsrf = (await page.request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  return { 'X-XSRF-TOKEN': xsrf }
}

test.describe('listener lists', () => {
  test('multi-select adds a range to a playlist; the owner uploads a cover and shares the playlist', async ({ page, visit }) => {
    // Generous: the shared CI machine is slow, and three axe scans run on the way.
    test.setTimeout(120_000)
    await registerByApi(page, 'listener-lists')
    const created = await page.request.post('/api/v1/playlists', { data: { name: 'Lists mix' }, headers: await xsrfHeader(page) })
    expect(created.status(), await created.text()).toBe(200)
    const playlistId = ((await created.json()) as { playlist: { id: number } }).playlist.id

    await openFirstAlbum(page, visit)
    const names = await rowNames(page)
    expect(names.length).toBeGreaterThanOrEqual(3)
    // A click on the row (its duration cell, away from links and buttons), then Shift-click two rows down.
    await trackRows(page).nth(0).getByRole('cell').last().click()
    await trackRows(page).nth(2).getByRole('cell').last().click({ modifiers: ['Shift'] })
    await expect(trackRows(page).and(page.locator('[aria-selected="true"]'))).toHaveCount(3)
    const bar = page.getByRole('toolbar', { name: 'Selected tracks' })
    await expect(bar.getByText('3 selected')).toBeVisible()
    await expectAccessible(page, 'album with a selection')
    await bar.getByRole('button', { name: 'Add to playlist' }).click()
    await page.getByRole('menuitem', { name: 'Lists mix' }).click()
    await expect(page.getByText('Added to Lists mix')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(bar).toHaveCount(0)

    await visit(`/playlist/${playlistId}/lists-mix`)
    await expect(page.getByRole('heading', { level: 1, name: 'Lists mix' })).toBeVisible()
    expect(await rowNames(page)).toEqual(expect.arrayContaining(names.slice(0, 3)))
    await expect(trackRows(page)).toHaveCount(3)

    // A 90 x 30 picture: the server keeps its centred 30 x 30 square.
    const png = encodePng(90, 30, new Uint8Array(90 * 30 * 3).fill(180))
    await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png })
    await expect(page.getByText('Cover updated')).toBeVisible()
    const cover = page.getByRole('main').locator('header img').first()
    await expect(cover).toHaveAttribute('src', /playlist_image\/cover-/)
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : null))).toEqual([30, 30])

    await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Share Lists mix' })
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(new RegExp(`/playlist/${playlistId}/lists-mix$`))
    await expectAccessible(page, 'playlist share dialog')
  })
})

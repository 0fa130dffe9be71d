// Issue 24 in Chromium against the production build: a track queued with "Add to queue" shows under
// "Next from you" in the queue panel and Clear takes it away; a playlist made with the sidebar's
// "Create playlist" is listed in the sidebar, and after a reload too.
import { expect, test } from './fixtures/test'
import { MEDIA_PROBE, openFirstAlbum, registerByApi, rowNames, trackRows } from './fixtures/your-music'

test.describe('queue and sidebar', () => {
  test('Next from you holds the queued track until cleared; the sidebar lists a created playlist', async ({ page, visit }) => {
    test.setTimeout(60_000)
    await page.addInitScript({ path: MEDIA_PROBE })
    await registerByApi(page, 'queue-sidebar')
    await openFirstAlbum(page, visit)
    const names = await rowNames(page)
    expect(names.length).toBeGreaterThanOrEqual(3)

    await trackRows(page).first().getByRole('button', { name: `Play ${names[0]}` }).click()
    await trackRows(page).nth(2).click({ button: 'right', position: { x: 60, y: 10 } })
    await page.getByRole('menuitem', { name: 'Add to queue' }).click()
    await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Queue' }).click()
    const queue = page.getByRole('complementary', { name: 'Queue' })
    await expect(queue.getByRole('region', { name: 'Now playing' })).toContainText(names[0]!)
    const fromYou = queue.getByRole('region', { name: 'Next from you' })
    await expect(fromYou.getByRole('listitem')).toHaveCount(1)
    await expect(fromYou).toContainText(names[2]!)
    await fromYou.getByRole('button', { name: 'Clear' }).click()
    await expect(fromYou).toHaveCount(0)
    await expect(queue.getByRole('region', { name: 'Next from the source' }).getByRole('listitem').first()).toContainText(names[1]!)
    await queue.getByRole('button', { name: 'Close queue' }).click()

    const sidebar = page.getByRole('navigation', { name: 'Your playlists' })
    await sidebar.getByRole('button', { name: 'Create playlist' }).click()
    await page.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill('Sidebar mix')
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click()
    await expect(page).toHaveURL(/\/playlist\/\d+\/sidebar-mix$/)
    await expect(sidebar.getByRole('link', { name: 'Sidebar mix' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Your playlists' }).getByRole('link', { name: 'Sidebar mix' })).toBeVisible()
  })
})

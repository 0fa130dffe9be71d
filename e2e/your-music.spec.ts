// Issue 5's journeys in Chromium against the seeded demo catalogue: like a track and find it in the
// library; build a playlist from row menus, reorder it by drag and drop, reload, play it; search with a
// typo in the navbar and play a result; follow an artist and find it under library artists. Every test
// signs up its own account, so the tests do not depend on each other.
import { expect, test } from './fixtures/test'
import {
  MEDIA_PROBE, PASSWORD, expectPlaying, openFirstAlbum, registerByApi, rowNames, rowTrackId, trackRows, uniqueEmail,
} from './fixtures/your-music'

test.describe('your music', () => {
  test('likes a track on an album page (after signing up in the form) and finds it in the library', async ({ page, visit }) => {
    const email = uniqueEmail('like')
    await visit('/register')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).not.toHaveURL(/\/register$/)
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()

    await openFirstAlbum(page, visit)
    const row = trackRows(page).nth(1)
    const name = ((await row.getByRole('link').first().textContent()) ?? '').trim()
    const like = row.getByRole('button', { name: 'Like' })
    await expect(like).toHaveAttribute('aria-pressed', 'false')
    const saved = page.waitForResponse((r) => r.url().includes('/add-to-library') && r.request().method() === 'POST')
    await like.click()
    await expect(like).toHaveAttribute('aria-pressed', 'true')
    expect((await saved).ok()).toBe(true)

    await visit('/library/songs')
    const liked = trackRows(page)
    await expect(liked).toHaveCount(1)
    await expect(liked.first().getByRole('link', { name, exact: true })).toBeVisible()
    await expect(liked.first().getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true')
  })

  test('builds a playlist from row menus, reorders it by drag and drop, keeps the order on reload and plays it', async ({ page, visit }) => {
    test.setTimeout(60_000)
    await page.addInitScript({ path: MEDIA_PROBE })
    await registerByApi(page, 'playlist')
    const playlist = `Road trip ${Date.now() % 100000}`

    await openFirstAlbum(page, visit)
    const names = (await rowNames(page)).slice(0, 3)
    expect(names).toHaveLength(3)

    // The first track goes to a new playlist made from its menu; the next two to that playlist.
    await page.getByRole('button', { name: `More options for ${names[0]}` }).click()
    await page.getByRole('menuitem', { name: 'New playlist' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name').fill(playlist)
    await dialog.getByRole('button', { name: 'Create' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page.getByText(`Added to ${playlist}`).first()).toBeVisible()
    for (const name of names.slice(1)) {
      const added = page.waitForResponse((r) => r.url().includes('/tracks/add') && r.ok())
      await page.getByRole('button', { name: `More options for ${name}` }).click()
      await page.getByRole('menuitem', { name: playlist }).click()
      await added
    }

    await visit('/library/playlists')
    await page.getByRole('main').getByRole('link', { name: playlist }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: playlist })).toBeVisible()
    // New tracks go on top, so the last added is first.
    await expect.poll(() => rowNames(page)).toEqual([names[2], names[1], names[0]])

    // Drag the top row onto the bottom one (HTML5 drag and drop, driven by the real mouse).
    const saved = page.waitForResponse((r) => r.url().includes('/tracks/order') && r.request().method() === 'POST')
    const rows = trackRows(page)
    await rows.nth(0).getByRole('cell').last().dragTo(rows.nth(2).getByRole('cell').last())
    const reordered = [names[1], names[0], names[2]]
    await expect.poll(() => rowNames(page)).toEqual(reordered)
    expect((await saved).ok()).toBe(true)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: playlist })).toBeVisible()
    await expect.poll(() => rowNames(page)).toEqual(reordered)

    const firstId = await rowTrackId(trackRows(page).first())
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    await expectPlaying(page, firstId)
  })

  test('finds an artist despite a typo in the navbar search and plays a track result', async ({ page, visit }) => {
    await page.addInitScript({ path: MEDIA_PROBE })
    await registerByApi(page, 'search')
    await visit('/')
    // "Velvet Meridian" with two letters swapped.
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' })
    await box.fill('Velvet Meridain')
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: /Velvet Meridian/ }).first()).toBeVisible()
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\/Velvet%20Meridain$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Velvet Meridain”' })).toBeVisible()

    await expect(page.getByRole('main').getByRole('link', { name: 'Velvet Meridian', exact: true }).first()).toBeVisible()
    const result = trackRows(page).filter({ has: page.getByRole('link', { name: 'Velvet Meridian', exact: true }) }).first()
    await expect(result).toBeVisible()
    const trackId = await rowTrackId(result)
    await result.getByRole('button', { name: /^Play / }).click()
    await expectPlaying(page, trackId)
  })

  test('follows an artist on the artist page and sees it under library artists', async ({ page, visit }) => {
    await registerByApi(page, 'follow')
    await openFirstAlbum(page, visit)
    const artistLink = page.getByRole('main').getByRole('link').and(page.locator('[href^="/artist/"]')).first()
    const artist = ((await artistLink.textContent()) ?? '').trim()
    await artistLink.click()
    await expect(page.getByRole('heading', { level: 1, name: artist })).toBeVisible()

    const follow = page.getByRole('main').getByRole('button', { name: 'Follow', exact: true })
    await expect(follow).toHaveAttribute('aria-pressed', 'false')
    const saved = page.waitForResponse((r) => r.url().includes('/add-to-library') && r.request().method() === 'POST')
    await follow.click()
    const following = page.getByRole('main').getByRole('button', { name: 'Following', exact: true })
    await expect(following).toHaveAttribute('aria-pressed', 'true')
    expect((await saved).ok()).toBe(true)

    await visit('/library/artists')
    await expect(page.getByRole('main').getByRole('link', { name: artist, exact: true })).toBeVisible()
  })
})

// Issue 13, the admin core: every page of the admin app passes axe (light and dark, desktop and phone
// drawer), the tables page, sort and export on the real server, a listener is kept out, and a track
// that plays before the admin opens the admin area keeps playing through admin navigation.
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expectAccessible } from './fixtures/axe'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'
import { openFirstAlbum, registerByApi, trackRows } from './fixtures/your-music'

const MEDIA_PROBE = fileURLToPath(new URL('../bench/listening/media-probe.js', import.meta.url))

async function loginAsAdmin(page: Page) {
  const res = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, remember: true } })
  expect(res.status(), await res.text()).toBe(200)
}

const mediaTime = (page: Page) =>
  page.evaluate(() => (window as unknown as { __encoreMediaState?: () => { currentTime: number; documentId: string } | null }).__encoreMediaState?.() ?? null)

const PAGES: [string, string][] = [
  ['/admin', 'Reports'],
  ['/admin/tracks', 'Tracks'],
  ['/admin/albums', 'Albums'],
  ['/admin/artists', 'Artists'],
  ['/admin/upload', 'Upload'],
  ['/admin/genres', 'Genres'],
  ['/admin/playlists', 'Playlists'],
  ['/admin/lyrics', 'Lyrics'],
  ['/admin/comments', 'Comments'],
  ['/admin/tags', 'Tags'],
  ['/admin/files', 'Files'],
  ['/admin/backstage-requests', 'Backstage requests'],
  ['/admin/users', 'Users'],
  ['/admin/roles', 'Roles'],
  ['/admin/roles/new', 'New role'],
]

test.describe('admin core', () => {
  for (const [from, to] of [
    [0, 8],
    [8, PAGES.length],
  ] as const) {
    test(`admin pages ${from + 1}-${to} pass axe and show their heading`, async ({ page, visit }) => {
      test.setTimeout(240_000)
      await loginAsAdmin(page)
      for (const [path, heading] of PAGES.slice(from, to)) {
        await visit(path)
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        // Lists finish loading before the scan of their rows.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expectAccessible(page, `${path} (loaded)`)
      }
    })
  }

  test('the user tabs and the other theme pass axe', async ({ page, visit }) => {
    test.setTimeout(180_000)
    await loginAsAdmin(page)
    const me = (await (await page.request.get('/api/v1/users/me')).json()) as { user: { id: number } }
    for (const tab of ['details', 'permissions', 'security', 'date', 'api']) {
      await visit(`/admin/users/${me.user.id}/${tab}`)
      await expect(page.getByRole('tab', { selected: true })).toHaveText(new RegExp(tab, 'i'))
      await expectAccessible(page, `user ${tab} tab`)
    }
    await page.getByRole('button', { name: /Dark mode|Light mode/ }).click()
    await visit('/admin/tracks')
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await expectAccessible(page, '/admin/tracks (other theme)')
  })

  test('a table sorts, searches and exports on the server; the phone drawer navigates', async ({ page, visit }) => {
    await loginAsAdmin(page)
    await visit('/admin/tracks')
    await page.getByRole('button', { name: /^Plays/ }).click()
    await expect(page).toHaveURL(/orderBy=plays/)
    await expect(page.getByRole('columnheader', { name: /Plays/ })).toHaveAttribute('aria-sort', 'descending')
    const first = (await page.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())?.trim().slice(0, 4) ?? ''
    await page.getByRole('searchbox', { name: 'Search tracks' }).fill(first)
    await expect(page).toHaveURL(/query=/)
    const href = await page.getByRole('link', { name: /Export CSV/ }).getAttribute('href')
    const csv = await page.request.get(href!)
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toContain('text/csv')
    expect((await csv.text()).split('\r\n')[0]).toBe('id,name,album_name,artist_names,duration,plays,created_at')

    await page.setViewportSize({ width: 390, height: 800 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    const drawer = page.getByRole('dialog', { name: 'Admin menu' })
    await expect(drawer).toBeVisible()
    await expectAccessible(page, 'admin drawer at 390 px')
    await drawer.getByRole('link', { name: 'Roles' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible()
    await expect(drawer).toBeHidden()
  })

  test('playback continues from the site into the admin area and back', async ({ page, visit }) => {
    test.setTimeout(60_000)
    await page.addInitScript({ path: MEDIA_PROBE })
    await loginAsAdmin(page)
    await openFirstAlbum(page, visit)
    await trackRows(page).last().getByRole('button', { name: /^Play / }).click()
    await expect.poll(async () => (await mediaTime(page))?.currentTime ?? -1, { timeout: 10_000 }).toBeGreaterThan(0.3)
    const started = (await mediaTime(page))!
    // The account menu's "Admin area" opens /admin inside the app (the logo goes home for everyone, issue 28).
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Admin area' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Pause', exact: true })).toBeVisible()
    for (const name of ['Tracks', 'Users', 'Roles']) {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name }).click()
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    }
    // Still the same media element in the same document, still advancing (the demo tunes are short,
    // so this is checked inside the admin area, before the track can end).
    await expect.poll(async () => (await mediaTime(page))?.currentTime ?? -1).toBeGreaterThan(started.currentTime)
    expect((await mediaTime(page))!.documentId, 'no page load in between').toBe(started.documentId)
    await page.getByRole('link', { name: 'Back to site' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect((await mediaTime(page))!.documentId).toBe(started.documentId)
    await expect(page.getByRole('region', { name: 'Player' })).toBeVisible()
  })

  test('a listener is kept out of the admin area and its API', async ({ page }) => {
    await registerByApi(page, 'admin-core')
    await page.goto('/admin/tracks')
    await expect(page).not.toHaveURL(/\/admin/)
    const res = await page.request.get('/api/v1/tracks')
    expect(res.status()).toBe(403)
    expect(((await res.json()) as { message: string }).message).toBeTruthy()
  })
})

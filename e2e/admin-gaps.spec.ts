// Issues 24 and 25, the admin's remaining gaps: an admin adds lyrics through the LRC import of the admin
// lyrics editor, and edits a track from the admin list without leaving the admin area.
import type { Page } from '@playwright/test'
import { expectAccessible } from './fixtures/axe'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

const LRC = '[ti:Admin gaps]\n[00:00.50]First timed line\n[00:02.00]Second timed line\n[00:03.50]Third timed line\n'

async function loginAsAdmin(page: Page) {
  const res = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, remember: true } })
  expect(res.status(), await res.text()).toBe(200)
}

/** A demo track without lyrics (the admin tracks list, newest first). */
async function trackWithoutLyrics(page: Page): Promise<{ id: number; name: string }> {
  const list = await page.request.get('/api/v1/tracks', { params: { perPage: 20, orderBy: 'created_at', orderDir: 'asc' } })
  expect(list.status()).toBe(200)
  for (const row of (await list.json()).pagination.data as { id: number; name: string }[]) {
    if ((await page.request.get(`/api/v1/tracks/${row.id}/lyrics`)).status() === 404) return row
  }
  throw new Error('Every listed track has lyrics')
}

test.describe('admin gaps', () => {
  test('adds synced lyrics by importing an .lrc file', async ({ page, visit }) => {
    // Three axe scans (the list, the editor, the end state) on a shared 2-core machine.
    test.setTimeout(90_000)
    await loginAsAdmin(page)
    const track = await trackWithoutLyrics(page)
    await visit('/admin/lyrics')
    await page.getByRole('link', { name: 'New lyrics' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New lyrics' })).toBeVisible()
    await page.getByLabel('Find a track').fill(track.name)
    await page.getByRole('list', { name: 'Tracks found' }).getByRole('button', { name: new RegExp(`^${track.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click()
    await expect(page.getByText(track.name, { exact: true }).first()).toBeVisible()
    await page.getByLabel('Choose .lrc file').setInputFiles({ name: 'admin-gaps.lrc', mimeType: 'text/plain', buffer: Buffer.from(LRC) })
    await expect(page.getByRole('textbox', { name: 'Lyrics' })).toHaveValue(LRC)
    await expect(page.getByRole('checkbox', { name: /Synced/ })).toBeChecked()
    await expectAccessible(page, 'admin lyrics editor')
    await page.getByRole('button', { name: 'Create' }).click()
    await expect(page).toHaveURL(/\/admin\/lyrics$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Lyrics' })).toBeVisible()
    // The newest lyric is ours (demo names repeat across albums, so the row names the track it went to).
    const newest = (await (await page.request.get('/api/v1/lyrics', { params: { perPage: 1, orderBy: 'updated_at', orderDir: 'desc' } })).json()).pagination.data[0]
    expect(newest).toMatchObject({ track_name: track.name, is_synced: true })
    const stored = await (await page.request.get(`/api/v1/tracks/${newest.track_id}/lyrics`)).json()
    expect(stored.is_synced).toBe(true)
    expect(stored.lines).toEqual([
      { time: 0.5, text: 'First timed line' },
      { time: 2, text: 'Second timed line' },
      { time: 3.5, text: 'Third timed line' },
    ])
  })

  test('edits a track from the admin list and lands back in the admin', async ({ page }) => {
    test.setTimeout(90_000)
    await loginAsAdmin(page)
    // The tracks list is scanned by admin-core.spec.ts; this journey is scanned at its end.
    await page.goto('/admin/tracks')
    const edit = page.getByRole('link', { name: /^Edit / }).first()
    const label = (await edit.getAttribute('aria-label'))!
    await edit.click()
    await expect(page).toHaveURL(/\/admin\/tracks\/\d+\/edit$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Edit track' })).toBeVisible()
    // Still the admin frame, not backstage.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeAttached()
    const trackId = Number(/tracks\/(\d+)\/edit/.exec(page.url())![1])
    const renamed = `${label.replace(/^Edit /, '').slice(0, 40)} (admin edit)`
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveURL(/\/admin\/tracks$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tracks' })).toBeVisible()
    // The list shows the new name (not a cached page).
    await expect(page.getByRole('link', { name: `Edit ${renamed}` })).toBeVisible()
    const saved = await (await page.request.get(`/api/v1/tracks/${trackId}`)).json()
    expect(saved.track.name).toBe(renamed)
    // Cancel returns too.
    await page.getByRole('link', { name: `Edit ${renamed}` }).click()
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/admin\/tracks$/)
  })
})

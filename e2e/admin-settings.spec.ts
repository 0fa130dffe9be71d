// Issue 13 (settings, logs, ads, localization): an administrator edits a setting, which the site shows
// without a restart; fills an ad slot; adds a language and translates a line that a listener choosing it
// then reads. Every admin page opened here is scanned by axe (the fixture's `visit`).
import { E2E_ADMIN } from './fixtures/admin'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures/test'

/** A signed-in POST: the session's XSRF-TOKEN cookie goes back as the header (platform-core CSRF rule). */
async function postAsUser(request: APIRequestContext, url: string, data: unknown) {
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  return request.post(url, { data, headers: { 'X-XSRF-TOKEN': xsrf } })
}

const SETTINGS_PAGES = [
  'general', 'subscriptions', 'localization', 'authentication', 'uploading', 'outgoing-email', 'cache', 'analytics',
  'logging', 'queue', 'websockets', 'recaptcha', 'gdpr', 'search', 'providers', 'player',
]
/**
 * Issue 25: pages with no field that does anything say why instead of offering a Save button; the queue
 * page shows its driver read only (REDIS_URL decides).
 */
const PAGES_WITHOUT_SAVE: Record<string, string> = {
  cache: 'There is nothing to set here.',
  queue: 'Set by the environment variable REDIS_URL.',
}

test.describe('admin settings, logs, ads and localization', () => {
  test.beforeEach(async ({ page }) => {
    const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    expect(login.ok(), await login.text()).toBe(true)
  })

  test('every settings page, the logs and the ads page load and pass axe', async ({ page, visit }) => {
    test.setTimeout(120_000)
    for (const id of SETTINGS_PAGES) {
      await visit(`/admin/settings/${id}`)
      const note = PAGES_WITHOUT_SAVE[id]
      if (note) {
        await expect(page.getByText(note)).toBeVisible()
        await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
      } else {
        await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible()
      }
    }
    for (const log of ['schedule', 'error', 'outgoing-email']) {
      await visit(`/admin/logs/${log}`)
      await expect(page.getByRole('navigation', { name: 'Logs' })).toBeVisible()
    }
    await visit('/admin/ads')
    await expect(page.getByRole('textbox', { name: 'Artist page bottom' })).toBeVisible()
    await expect(page.getByText('At most 430 px wide.')).toBeVisible()
  })

  test('a settings change applies at once; a bad value is refused on its field', async ({ page, visit }) => {
    await visit('/admin/settings/general')
    const name = page.getByRole('textbox', { name: 'Site name' })
    const original = await name.inputValue()
    await name.fill('Encore Settings E2E')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Saved settings')).toBeVisible()
    // A toast under the pointer pauses (platform-core §4): move away and let it go before the next click.
    await page.mouse.move(0, 0)
    await expect(page.getByText('Saved settings')).toBeHidden()
    const boot = await page.request.get('/api/v1/bootstrap-data')
    expect(((await boot.json()) as { settings: { branding: { site_name: string } } }).settings.branding.site_name).toBe('Encore Settings E2E')
    await name.fill(original)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled()

    await visit('/admin/settings/player')
    const volume = page.getByRole('spinbutton', { name: 'Default volume' })
    await volume.fill('150')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Must be at most 100.')).toBeVisible()
    await expect(volume).toBeFocused()
  })

  test('the admin adds a language and translates a line', async ({ page, visit }) => {
    const code = `x${Date.now().toString(36).slice(-4)}`.replace(/[^a-z]/g, 'q').slice(0, 3)
    await visit('/admin/localizations')
    await page.getByRole('button', { name: 'Add language' }).click()
    await page.getByRole('textbox', { name: 'Name' }).fill(`Test ${code}`)
    await page.getByRole('textbox', { name: 'Language code' }).fill(code)
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Translate: Test ${code}` })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search lines' }).fill('Skip to content')
    await page.getByRole('textbox', { name: 'Skip to content' }).fill('Zum Inhalt springen')
    await page.getByRole('button', { name: 'Save 1 changes' }).click()
    await expect(page.getByText('Saved translations')).toBeVisible()
    const list = await page.request.get('/api/v1/localizations', { params: { query: code } })
    const row = ((await list.json()) as { pagination: { data: Array<{ language: string; lines_count: number }> } }).pagination.data[0]
    expect(row).toMatchObject({ language: code, lines_count: 1 })

    // Choosing the language, the site reads the translated line; other specs share this admin, so the
    // source language is chosen again at the end.
    try {
      expect((await postAsUser(page.request, '/api/v1/users/me/locale', { locale: code })).ok()).toBe(true)
      await page.goto('/')
      await expect(page.locator('a[href="#main"]')).toHaveText('Zum Inhalt springen')
    } finally {
      await postAsUser(page.request, '/api/v1/users/me/locale', { locale: 'en' })
    }
  })
})

// Issue 25 (back office keeps its promises), what a browser sees: the analytics tracking code loads under
// the page policy, the homepage can be the login page, /landing shows the landing page, and the cookie
// notice's "Learn more" opens the seeded privacy policy. Settings changed here are put back at the end of
// each test: every spec shares one server.
import type { APIRequestContext, Browser } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.ok(), await login.text()).toBe(true)
  return async (client: Record<string, unknown>) => {
    const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
    const res = await request.post('/api/v1/settings', { data: { client: JSON.stringify(client) }, headers: { 'X-XSRF-TOKEN': xsrf } })
    expect(res.ok(), await res.text()).toBe(true)
  }
}

/** A guest's page in a fresh context (no admin cookie). */
async function guestPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' })
  return { context, page: await context.newPage() }
}

test.describe('back office settings in the browser', () => {
  test('the tracking code loads Google Analytics, admitted by the page policy', async ({ page, browser, baseURL }) => {
    const save = await adminApi(page.request)
    await save({ 'analytics.tracking_code': 'G-E2ETEST01' })
    // Each process reuses its page policy for up to a second (security-headers policyTtlMs), so the new
    // policy is there within a second of the save, not necessarily on the very next request.
    await expect.poll(async () => (await page.request.get('/')).headers()['content-security-policy'] ?? '').toContain('https://www.googletagmanager.com')
    const guest = await guestPage(browser, baseURL)
    try {
      // No internet here: a stand-in answers for Google's script. The browser asks for it only if the
      // page's policy admits the host, so the stand-in running proves the policy and the injection.
      const asked: string[] = []
      await guest.page.route('https://www.googletagmanager.com/**', async (route) => {
        asked.push(route.request().url())
        await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStandIn = (window.dataLayer || []).length' })
      })
      const blocked: string[] = []
      guest.page.on('console', (m) => m.text().includes('Content Security Policy') && blocked.push(m.text()))
      const res = await guest.page.goto('/')
      const scriptSrc = (res?.headers()['content-security-policy'] ?? '').split('; ').find((d) => d.startsWith('script-src ')) ?? ''
      expect(scriptSrc.split(' ')).toContain('https://www.googletagmanager.com')
      await expect(guest.page.locator('script#analytics-gtag')).toHaveAttribute('src', 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01')
      await expect.poll(() => guest.page.evaluate(() => (window as unknown as { __gtagStandIn?: number }).__gtagStandIn)).toBe(2)
      expect(asked).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST01'])
      expect(blocked).toEqual([])
    } finally {
      await guest.context.close()
      await save({ 'analytics.tracking_code': '' })
    }
    await expect.poll(async () => (await page.request.get('/')).headers()['content-security-policy'] ?? '').not.toContain('googletagmanager')
  })

  test('the homepage can be the login page; /landing always shows the landing page', async ({ page, browser, baseURL }) => {
    const save = await adminApi(page.request)
    await save({ 'homepage.type': 'loginPage' })
    const guest = await guestPage(browser, baseURL)
    try {
      await guest.page.goto('/')
      await expect(guest.page).toHaveURL(/\/login$/)
      await expect(guest.page.getByRole('button', { name: /continue|log in|sign in/i }).first()).toBeVisible()
      await guest.page.goto('/landing')
      await expect(guest.page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(guest.page.getByRole('searchbox').first()).toBeVisible()
      await expect(guest.page).toHaveURL(/\/landing$/)
    } finally {
      await guest.context.close()
      await save({ 'homepage.type': 'channel' })
    }
  })

  test('the cookie notice\'s "Learn more" opens the seeded, editable privacy policy', async ({ page, browser, baseURL }) => {
    const save = await adminApi(page.request)
    await save({ 'cookie_notice.enable': true })
    const guest = await guestPage(browser, baseURL)
    try {
      await guest.page.goto('/')
      const notice = guest.page.getByRole('region', { name: 'Cookie notice' })
      await notice.getByRole('link', { name: 'Learn more' }).click()
      await expect(guest.page).toHaveURL(/\/pages\/privacy-policy$/)
      await expect(guest.page.getByRole('heading', { name: 'Privacy policy' }).first()).toBeVisible()
    } finally {
      await guest.context.close()
      await save({ 'cookie_notice.enable': false })
    }
  })
})

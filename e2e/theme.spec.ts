import { E2E_ADMIN } from './fixtures/admin'
import { expect, test, waitForShell } from './fixtures/test'

const DARK = /(^|\s)dark(\s|$)/

test.describe('theme', () => {
  test('the be-active-theme cookie picks the dark or light theme', async ({ page, context, baseURL, visit }) => {
    const url = baseURL ?? ''
    await context.addCookies([{ name: 'be-active-theme', value: 'dark', url }])
    await visit('/')
    await expect(page.locator('html')).toHaveClass(DARK)

    await context.addCookies([{ name: 'be-active-theme', value: 'light', url }])
    await page.reload()
    await waitForShell(page)
    await expect(page.locator('html')).not.toHaveClass(DARK)
  })

  test('the user menu switches between dark and light mode', async ({ page, visit }) => {
    const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
    expect(login.ok(), await login.text()).toBe(true)
    await visit('/')
    const html = page.locator('html')
    const startsDark = DARK.test((await html.getAttribute('class')) ?? '')

    const expectDark = async (dark: boolean) => {
      if (dark) await expect(html).toHaveClass(DARK)
      else await expect(html).not.toHaveClass(DARK)
    }

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: startsDark ? 'Light mode' : 'Dark mode' }).click()
    await expectDark(!startsDark)

    // The choice is a cookie, so it survives a reload.
    await page.reload()
    await waitForShell(page)
    await expectDark(!startsDark)
  })
})

// Issue 14: a custom page made in the admin area opens at its slug with its SEO title; the contact
// form sends and shows the spec's toast; /api-docs lists the API for an administrator.
import type { Page } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expectAccessible } from './fixtures/axe'
import { expect, test } from './fixtures/test'

async function loginByApi(page: Page) {
  const res = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, remember: true } })
  expect(res.status(), await res.text()).toBe(200)
}

test.describe('custom pages, contact, api docs', () => {
  test('an admin writes a page; a guest reads it at /pages/{slug} without its script', async ({ page, visit, browser }) => {
    // axe scans the editor and the genre list at two widths on top of the page's own steps.
    test.setTimeout(60_000)
    const stamp = Date.now() % 1_000_000
    const title = `House rules ${stamp}`
    await loginByApi(page)
    await visit('/admin/custom-pages/new')
    await page.getByRole('textbox', { name: 'Title' }).fill(title)
    // Issue 28: the slug follows the title; the body is written in the rich-text editor.
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(`house-rules-${stamp}`)
    const body = page.getByRole('textbox', { name: 'Body', exact: true })
    await body.click()
    await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Heading 2' }).click()
    await page.keyboard.type('Be kind')
    await page.keyboard.press('Enter')
    await page.keyboard.type('No spam.')
    await expect(body.getByRole('heading', { level: 2, name: 'Be kind' })).toBeVisible()
    await expectAccessible(page, 'custom page editor')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(page, 'custom page editor at 390 px')
    await page.setViewportSize({ width: 1280, height: 720 })
    // Pasted HTML still goes through the server's sanitiser on save.
    await page.getByRole('button', { name: 'Edit HTML' }).click()
    const source = page.getByRole('textbox', { name: 'Body (HTML)' })
    await expect(source).toHaveValue(/^<h2>Be kind<\/h2><p>No spam\.<\/p>/)
    await source.fill('<h2>Be kind</h2><p>No spam.</p><script>window.__pwned = true</script>')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Page created')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/custom-pages\/\d+\/edit$/)
    await visit('/admin/custom-pages')
    await expect(page.getByRole('link', { name: title })).toBeVisible()
    // The genre list's approval column (decision 0033), scanned by axe at both widths.
    await visit('/admin/genres')
    await expect(page.getByRole('columnheader', { name: /Approved/ })).toBeVisible()
    await page.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(page, 'admin genres at 390 px')
    await page.setViewportSize({ width: 1280, height: 720 })

    const guest = await (await browser.newContext()).newPage()
    await guest.goto(`/pages/house-rules-${stamp}`)
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(guest.getByRole('heading', { level: 2, name: 'Be kind' })).toBeVisible()
    await expect(guest).toHaveTitle(new RegExp(title))
    expect(await guest.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined()
    // The served HTML carries the page's SEO data before any script runs.
    const html = await (await guest.request.get(`/pages/house-rules-${stamp}`)).text()
    expect(html).toContain(`<title>${title} - `)
  })

  test('the contact form sends and says so', async ({ page, visit }) => {
    await visit('/contact')
    await page.getByRole('textbox', { name: 'Name' }).fill('Ada')
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello from the contact page')
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Your message has been submitted.')).toBeVisible()
  })

  test('an administrator browses the API documentation; a guest without api.access is told it is not available', async ({ page, visit, browser }) => {
    // axe scans a page of 100+ endpoints, twice: slower than the default budget on a busy machine.
    test.setTimeout(90_000)
    await loginByApi(page)
    await visit('/api-docs')
    await expect(page.getByRole('heading', { level: 1, name: 'Encore API' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Filter endpoints' }).fill('custom-pages')
    await expect(page.getByRole('heading', { level: 2, name: 'custom-pages' })).toBeVisible()
    await page.getByText('/api/v1/custom-pages/{idOrSlug}').first().click()
    await expect(page.getByRole('heading', { name: 'Responses' }).first()).toBeVisible()

    const guest = await (await browser.newContext()).newPage()
    await guest.goto('/api-docs')
    await expect(guest.getByText('API documentation is not available')).toBeVisible()
  })
})

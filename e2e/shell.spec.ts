import { expect, test } from './fixtures/test'

test.describe('app shell', () => {
  test('home renders with its heading and landmarks', async ({ page, visit }) => {
    await visit('/')
    await expect(page).toHaveTitle(/Encore/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    // The home page's content (landing page or homepage channel) renders headings inside main.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
  })

  test('an unknown route shows the not-found texts', async ({ page, visit }) => {
    await visit('/this/route/does-not-exist')
    await expect(page.getByRole('heading', { name: "Looks like you've found the doorway to the great nothing" })).toBeVisible()
    await expect(page.getByText('Sorry about that! Please visit our homepage to get where you need to go.')).toBeVisible()
    const home = page.getByRole('link', { name: 'Take me there!' })
    await expect(home).toHaveAttribute('href', '/')
    await home.click()
    await expect(page).toHaveURL(/\/$/)
  })
})

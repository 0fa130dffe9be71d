// Billing end to end in Chromium against the production build: a listener meets the pricing page through
// the route guard, chooses a plan, pays in test mode (the local Stripe peer of e2e/global-setup.ts, with
// its Stripe.js stand-in instead of js.stripe.com: a declined card, then a good one), sees the plan's
// permission take effect, then cancels to the period end and renews. The peer's signed webhooks reach
// the server as Stripe's would (the invoice in the list comes from invoice.paid).
import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

const PASSWORD = 'billing e2e password'
let productId = 0

test.describe.configure({ mode: 'serial' })

async function asAdmin<T>(request: APIRequestContext, act: (xsrf: string) => Promise<T>): Promise<T> {
  const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value
  const result = await act(xsrf)
  await request.post('/api/v1/auth/logout', { headers: { 'X-XSRF-TOKEN': xsrf } })
  return result
}

const billingSettings = (on: boolean) => JSON.stringify({ 'billing.enable': on, 'billing.stripe.enable': on })

test.beforeAll(async ({ request }) => {
  productId = await asAdmin(request, async (xsrf) => {
    const headers = { 'X-XSRF-TOKEN': xsrf }
    expect((await request.post('/api/v1/settings', { data: { client: billingSettings(true) }, headers })).status()).toBe(200)
    const res = await request.post('/api/v1/billing/products', {
      headers,
      data: {
        name: 'Creator',
        recommended: true,
        permissions: ['music.create'],
        feature_list: ['Upload your own music'],
        prices: [
          { amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1 },
          { amount: 99, currency: 'USD', interval: 'year', interval_count: 1 },
        ],
      },
    })
    expect(res.status(), await res.text()).toBe(200)
    return ((await res.json()) as { product: { id: number } }).product.id
  })
})

test.afterAll(async ({ request }) => {
  // Other journeys expect billing off (the route guard would send them to /pricing).
  await asAdmin(request, async (xsrf) => {
    const headers = { 'X-XSRF-TOKEN': xsrf }
    await request.delete(`/api/v1/billing/products/${productId}`, { headers })
    await request.post('/api/v1/settings', { data: { client: billingSettings(false) }, headers })
  })
})

test('choose a plan, pay in test mode, get its permission, cancel and renew', async ({ page, visit }) => {
  // One long journey on a shared, loaded machine (each visit also runs axe).
  test.setTimeout(120_000)
  const email = `billing-${Date.now()}@example.com`
  const register = await page.request.post('/api/v1/auth/register', { data: { email, password: PASSWORD, password_confirmation: PASSWORD } })
  expect(register.status(), await register.text()).toBe(200)

  // Without the plan, uploading is behind the pricing page (platform-core §2 Route guard).
  await page.goto('/backstage/upload')
  await expect(page).toHaveURL(/\/pricing$/)
  const plan = page.getByRole('article', { name: 'Creator' })
  await expect(plan.getByText('$99.00')).toBeVisible()
  await page.getByRole('radio', { name: 'Monthly' }).click()
  await expect(plan.getByText('$9.99')).toBeVisible()
  await page.getByRole('radio', { name: /Annual/ }).click()
  await plan.getByRole('link', { name: 'Choose this plan' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/${productId}/\\d+$`))

  const card = page.getByLabel('Test card number')
  await card.fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible()
  await card.fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page).toHaveURL(/\/stripe\/done\?/)
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(page.getByText('You are now subscribed to')).toContainText('Creator')

  // The plan's permission applies at once: the upload page opens.
  await visit('/backstage/upload')
  await expect(page).toHaveURL(/\/backstage\/upload$/)

  await visit('/billing')
  await expect(page.getByText(/Your plan renews on/)).toBeVisible()
  await expect(page.getByRole('link', { name: /View invoice/ })).toHaveCount(1)
  await page.getByRole('link', { name: 'Cancel plan' }).click()
  await page.getByRole('button', { name: 'Cancel plan' }).click()
  await expect(page.getByText('Plan cancelled')).toBeVisible()
  await expect(page.getByText(/Your plan was cancelled and ends on/)).toBeVisible()

  // Still on the grace period: the permission stays until the period ends.
  await visit('/backstage/upload')
  await expect(page).toHaveURL(/\/backstage\/upload$/)

  await visit('/billing')
  await page.getByRole('link', { name: 'Renew plan' }).click()
  await page.getByRole('button', { name: 'Renew plan' }).click()
  await expect(page.getByText('Plan renewed')).toBeVisible()
  await expect(page.getByText(/Your plan renews on/)).toBeVisible()

  await page.getByRole('link', { name: /View invoice/ }).click()
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
})

// Billing end to end in Chromium against the production build: a listener meets the pricing page through
// the route guard, chooses a plan, pays in test mode (the local Stripe peer of e2e/global-setup.ts, with
// its Stripe.js stand-in instead of js.stripe.com: a declined card, then a good one), sees the plan's
// permission take effect, then cancels to the period end, renews and changes the card (a setup intent).
// The peer's signed webhooks reach the server as Stripe's would (the invoice in the list comes from
// invoice.paid). A second listener pays with PayPal through the PayPal peer's JS SDK stand-in; an admin
// then finds that subscription with the search box of /admin/subscriptions and manages it.
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

const billingSettings = (on: boolean) => JSON.stringify({ 'billing.enable': on, 'billing.stripe.enable': on, 'billing.paypal.enable': on })
let paypalEmail = ''
let cardEmail = ''

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
          // The PayPal billing plan of this price, as the admin enters it (the PayPal peer takes any id).
          { amount: 9.99, currency: 'USD', interval: 'month', interval_count: 1, paypal_id: 'P-E2E-MONTHLY' },
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
  cardEmail = email
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

  // A new card through a setup intent; the done page makes it the default at Stripe.
  await page.getByRole('link', { name: 'Change payment method' }).click()
  await expect(page).toHaveURL(/\/billing\/change-payment-method$/)
  await page.getByLabel('Test card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Save card' }).click()
  await expect(page).toHaveURL(/\/billing\/change-payment-method\/done\?/)
  await expect(page.getByText('Your new card will be used for the next payments.')).toBeVisible()

  await visit('/billing')
  await page.getByRole('link', { name: /View invoice/ }).click()
  await expect(page.getByRole('heading', { name: 'Invoice' })).toBeVisible()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
})

test('choose a plan and pay with PayPal: approval lands on /paypal/done, the plan applies, the webhook brings the invoice', async ({ page, visit }) => {
  test.setTimeout(90_000)
  paypalEmail = `paypal-${Date.now()}@example.com`
  const register = await page.request.post('/api/v1/auth/register', { data: { email: paypalEmail, password: PASSWORD, password_confirmation: PASSWORD } })
  expect(register.status(), await register.text()).toBe(200)

  await visit('/pricing')
  await page.getByRole('radio', { name: 'Monthly' }).click()
  await page.getByRole('article', { name: 'Creator' }).getByRole('link', { name: 'Choose this plan' }).click()
  await expect(page).toHaveURL(new RegExp(`/checkout/${productId}/\\d+$`))
  await page.getByRole('button', { name: 'Subscribe with PayPal' }).click()
  // The stand-in's approval panel, where PayPal's popup would ask the buyer to log in and agree.
  await page.getByRole('group', { name: 'PayPal test approval' }).getByRole('button', { name: 'Agree & Subscribe' }).click()
  await expect(page).toHaveURL(/\/paypal\/done\?subscriptionId=I-/)
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(page.getByText('You are now subscribed to')).toContainText('Creator')

  await visit('/backstage/upload')
  await expect(page).toHaveURL(/\/backstage\/upload$/)
  await visit('/billing')
  await expect(page.getByText('You pay with PayPal.', { exact: false })).toBeVisible()
  // PAYMENT.SALE.COMPLETED, verified with the peer's verify-webhook-signature, made this invoice.
  await expect(page.getByRole('link', { name: /View invoice/ })).toHaveCount(1)
})

test('an admin manages subscriptions: a second plan for a subscriber is refused, a cancel keeps the plan to its end', async ({ page, visit }) => {
  test.setTimeout(90_000)
  const login = await page.request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status()).toBe(200)
  await visit('/admin/subscriptions')
  // The checkout page also started a Stripe subscription for this user, left incomplete (Stripe expires it).
  const paypalRow = page.getByRole('row').filter({ hasText: paypalEmail }).filter({ has: page.getByRole('cell', { name: 'paypal', exact: true }) })
  await expect(paypalRow.getByRole('cell', { name: 'Active', exact: true })).toBeVisible()
  const cardRows = page.getByRole('row').filter({ hasText: cardEmail })
  await expect(cardRows.first()).toBeVisible()
  // The search box is answered by the server (query=…): by e-mail, by plan name, or nothing at all.
  const search = page.getByRole('searchbox', { name: 'Search subscriptions' })
  await search.fill(paypalEmail)
  await expect(page).toHaveURL(/[?&]query=paypal-/)
  await expect(cardRows).toHaveCount(0)
  await expect(paypalRow).toBeVisible()
  await search.fill('no such subscriber anywhere')
  await expect(page.getByText('No results match your search')).toBeVisible()
  await search.fill('creator')
  await expect(paypalRow).toBeVisible()
  await expect(cardRows.first()).toBeVisible()
  await page.getByRole('link', { name: 'New subscription' }).click()
  await page.getByLabel('Customer e-mail').fill(paypalEmail)
  await page.getByLabel('Plan').selectOption({ label: 'Creator: $99.00 / year' })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This user already has a subscription; edit it instead.')).toBeVisible()

  await visit('/admin/subscriptions')
  await paypalRow.getByRole('link', { name: `Edit subscription of ${paypalEmail}` }).click()
  await expect(page.getByText('The payment gateway sets the dates of this subscription')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel plan' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel plan' }).click()
  await expect(page.getByText(/^Cancelled, ends on/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Renew plan' })).toBeVisible()
})

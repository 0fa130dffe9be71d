// Issue 28, the operator's path: an administrator reads permissions by their labels, picks settings by
// name instead of ids, sees a genre channel under its resolved name and opens it, is warned that a plan
// cannot be bought without a payment gateway; visitors then meet a pricing page without a dead-end
// "Choose this plan", an API documentation page without Markdown backticks, and on a phone the
// notification bell in the header. Every page opened through `visit` is scanned by axe.
import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN } from './fixtures/admin'
import { expect, test } from './fixtures/test'

test.describe.configure({ mode: 'serial' })

const SUFFIX = Date.now().toString(36)
const GENRE = `opwave${SUFFIX}`
const CHANNEL = `{{channel.restriction.display_name}} picks ${SUFFIX}`
const PLAN = `Operator plan ${SUFFIX}`

async function signIn(request: APIRequestContext) {
  const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } })
  expect(login.status(), await login.text()).toBe(200)
  return { 'X-XSRF-TOKEN': (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value }
}

const gateways = (billing: boolean) => JSON.stringify({ 'billing.enable': billing, 'billing.stripe.enable': false, 'billing.paypal.enable': false })

let planId = 0
let priceId = 0

test.beforeAll(async ({ request }) => {
  const headers = await signIn(request)
  expect((await request.post('/api/v1/settings', { data: { client: gateways(true) }, headers })).status()).toBe(200)
  const genre = await request.post('/api/v1/genres', { data: { name: GENRE, display_name: `Op Wave ${SUFFIX}`, popularity: 100 }, headers })
  expect(genre.status(), await genre.text()).toBe(200)
  const channel = await request.post('/api/v1/channel', {
    headers,
    data: {
      name: CHANNEL,
      config: { contentType: 'listAll', contentModel: 'artist', contentOrder: 'popularity:desc', restriction: 'genre', restrictionModelId: 'urlParam', layout: 'grid' },
    },
  })
  expect(channel.status(), await channel.text()).toBe(200)
  const plan = await request.post('/api/v1/billing/products', {
    headers,
    data: { name: PLAN, feature_list: ['Offline listening'], permissions: [], prices: [{ amount: 5, currency: 'USD', interval: 'month', interval_count: 1 }] },
  })
  expect(plan.status(), await plan.text()).toBe(200)
  const product = ((await plan.json()) as { product: { id: number; prices: { id: number }[] } }).product
  planId = product.id
  priceId = product.prices[0]!.id
})

test.afterAll(async ({ request }) => {
  // Other journeys expect billing off (the route guard would send them to /pricing).
  const headers = await signIn(request)
  await request.delete(`/api/v1/billing/products/${planId}`, { headers })
  await request.post('/api/v1/settings', { data: { client: gateways(false) }, headers })
})

test('the admin reads labels and pickers, opens a genre channel and is warned about the gateway', async ({ page, visit }) => {
  test.setTimeout(120_000)
  await signIn(page.request)

  await visit('/admin/roles/new')
  const permissions = page.getByRole('group', { name: 'Permissions' })
  await expect(permissions.getByRole('heading', { name: 'Backstage requests' })).toBeVisible()
  await expect(permissions.getByRole('heading', { name: 'Custom domains' })).toBeVisible()
  await expect(permissions.getByRole('heading', { name: 'API', exact: true })).toBeVisible()
  await expect(permissions.getByText('Create albums', { exact: true })).toBeVisible()
  await expect(permissions.getByText('albums.create')).toHaveCount(0)

  await visit('/admin/settings/general')
  // The homepage channel and the default theme are chosen by name.
  await expect(page.getByRole('button', { name: /Homepage channel/ })).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: /Homepage channel/ })).toHaveCount(0)
  await page.getByRole('button', { name: /Default theme/ }).click()
  await expect(page.getByRole('option', { name: 'Dark' }).or(page.getByRole('option', { name: /dark/i })).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('group', { name: 'Artist page tabs' }).getByRole('checkbox', { name: 'Discography' })).toBeVisible()

  await visit('/admin/settings/uploading')
  await expect(page.getByRole('spinbutton', { name: 'Maximum file size' })).toHaveValue('200')

  await visit('/admin/channels')
  await page.getByRole('searchbox').first().fill(SUFFIX)
  const row = page.getByRole('row').filter({ hasText: `picks ${SUFFIX}` })
  await expect(row).toContainText(`Op Wave ${SUFFIX} picks ${SUFFIX}`)
  await expect(row).not.toContainText('{{')
  await row.getByRole('link', { name: /^View / }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Op Wave ${SUFFIX} picks ${SUFFIX}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/channel/[^/?]+/${GENRE}(\\?|$)`))

  await visit('/admin/plans')
  await expect(page.getByText('No payment gateway is on')).toBeVisible()
})

test('without a gateway /pricing offers no checkout; api-docs shows no backticks', async ({ page, visit }) => {
  test.setTimeout(120_000)
  await signIn(page.request)
  await visit('/pricing')
  const plan = page.getByRole('article', { name: PLAN })
  await expect(plan.getByText('Offline listening')).toBeVisible()
  await expect(plan.getByRole('link', { name: 'Choose this plan' })).toHaveCount(0)
  await expect(page.getByText(/Paid plans cannot be bought online right now/)).toBeVisible()

  // Checkout says why nothing can be paid and leads back.
  await visit(`/checkout/${planId}/${priceId}`)
  await expect(page.getByText(/the site has no payment method turned on/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to plans' })).toHaveAttribute('href', '/pricing')
  await visit('/api-docs')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('main')).not.toContainText('`')
  await expect(page.locator('main code').first()).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the notification bell is in the header', async ({ page, visit }) => {
    await signIn(page.request)
    await visit('/')
    await expect(page.getByRole('banner').getByRole('button', { name: /Notifications/ })).toBeVisible()
  })
})

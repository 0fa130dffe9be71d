import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PricingPage } from '../../../../src/client/features/billing'
import { ProductListResponseSchema, type Product } from '../../../../src/shared/contracts/billing'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const price = (id: number, productId: number, amount: number, interval: 'month' | 'year', interval_count = 1) => ({
  id,
  product_id: productId,
  amount,
  currency: 'USD',
  interval,
  interval_count,
  default: false,
  stripe_id: null,
  paypal_id: null,
})

const plan = (id: number, name: string, extra: Partial<Product> = {}): Product => ({
  id,
  uuid: `uuid-${id}`,
  name,
  description: null,
  hidden: false,
  recommended: false,
  free: false,
  position: id,
  available_space: null,
  feature_list: [],
  prices: [],
  permissions: [],
  ...extra,
})

const plans = [
  plan(1, 'Free', { free: true, feature_list: ['Ads between songs'] }),
  plan(2, 'Pro', { recommended: true, feature_list: ['Downloads', 'No ads'], prices: [price(21, 2, 10, 'month'), price(22, 2, 96, 'year')] }),
  plan(3, 'Family', { prices: [price(31, 3, 45, 'month', 3), price(32, 3, 150, 'year')] }),
]

const gateways = (stripe: boolean) => ({
  json: { status: 'success', stripe: { enabled: stripe, publishableKey: stripe ? 'pk_test' : null, jsUrl: null }, paypal: { enabled: false, clientId: null, jsUrl: null } },
})

const page = (p: Product[], stripe = true) =>
  fakeApi({
    'GET /api/v1/billing/products': () => reply(ProductListResponseSchema, { status: 'success', pagination: { data: p, current_page: 1, per_page: 15, from: 1, to: p.length } }),
    'GET /api/v1/billing/config': () => gateways(stripe),
  })

describe('/pricing', () => {
  it('shows yearly prices by default with the best saving, the recommended and free plans and their features', async () => {
    page(plans)
    await renderWithRouter(<PricingPage />)
    const pro = await screen.findByRole('article', { name: 'Pro' })
    expect(within(pro).getByText('$96.00')).toBeTruthy()
    expect(within(pro).getByText('/ year')).toBeTruthy()
    expect(within(pro).getByText('Most popular')).toBeTruthy()
    expect(within(pro).getByText('No ads')).toBeTruthy()
    expect(within(pro).getByRole('link', { name: 'Choose this plan' }).getAttribute('href')).toBe('/checkout/2/22')
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('Free', { selector: 'span' })).toBeTruthy()
    // Pro saves 20 %, Family (45 per 3 months vs 150 a year) saves 17 %: the best is shown.
    expect(screen.getByRole('radio', { name: /Annual.*save up to 20%/ }).getAttribute('aria-checked')).toBe('true')
  })

  it('switches to monthly prices shown per interval_count', async () => {
    page(plans)
    await renderWithRouter(<PricingPage />)
    await userEvent.click(await screen.findByRole('radio', { name: 'Monthly' }))
    const family = screen.getByRole('article', { name: 'Family' })
    expect(within(family).getByText('$45.00')).toBeTruthy()
    expect(within(family).getByText('/ 3 months')).toBeTruthy()
    expect(within(family).getByRole('link', { name: 'Choose this plan' }).getAttribute('href')).toBe('/checkout/3/31')
  })

  it('hides a saving outside 1–200 percent', async () => {
    page([plan(2, 'Pro', { prices: [price(21, 2, 10, 'month'), price(22, 2, 150, 'year')] })])
    await renderWithRouter(<PricingPage />)
    expect((await screen.findByRole('radio', { name: 'Annual' })).textContent).toBe('Annual')
  })

  it('has no cycle switch when no plan is sold both monthly and yearly; the only price is shown', async () => {
    page([plan(4, 'Solo', { prices: [price(41, 4, 5, 'month')] })])
    await renderWithRouter(<PricingPage />)
    const solo = await screen.findByRole('article', { name: 'Solo' })
    expect(within(solo).getByText('$5.00')).toBeTruthy()
    expect(screen.queryByRole('radiogroup')).toBeNull()
  })

  it('says so when there are no plans', async () => {
    page([])
    await renderWithRouter(<PricingPage />)
    expect(await screen.findByText('No plans are available right now.')).toBeTruthy()
  })

  it('offers no "Choose this plan" while no payment gateway is on, and says why (issue 28)', async () => {
    page(plans, false)
    await renderWithRouter(<PricingPage />)
    expect(await screen.findByText(/Paid plans cannot be bought online right now/)).toBeTruthy()
    const pro = screen.getByRole('article', { name: 'Pro' })
    expect(within(pro).getByText('No ads')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Choose this plan' })).toBeNull()
    // The free tier still starts.
    expect(within(screen.getByRole('article', { name: 'Free' })).getByRole('link', { name: 'Get started' })).toBeTruthy()
  })
})

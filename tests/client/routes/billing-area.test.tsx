import { QueryClient } from '@tanstack/react-query'
import { isRedirect } from '@tanstack/react-router'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { billingLink } from '../../../src/client/lib/links'
import { createAppRouter } from '../../../src/client/router'
import { BillingApp } from '../../../src/client/routes/-components/billing/billing-app'
import { billingSearch, billingTitle, guardBilling } from '../../../src/client/routes/-components/billing/guard'
import { resolveBillingPage } from '../../../src/client/routes/-components/billing/pages'
import { sessionState } from '../../../src/client/stores/session'
import { fakeApi } from '../../helpers/fake-api'
import { renderWithRouter } from '../../helpers/render'
import { makeUser } from '../../helpers/session-fixtures'

// The billing area is one splat route (routes/_app/_authed/billing.$.tsx) and a page registry: every
// address it had as file routes still leads to its page, behind the signed-in layout and the same guard.
const router = createAppRouter(new QueryClient())
const routeIds = (path: string) => router.matchRoutes(path, {}).map((m) => m.routeId)

const PAGES: [string, string, Record<string, string>, string][] = [
  ['/billing', '', {}, 'Billing'],
  ['/billing/change-plan', 'change-plan', {}, 'Change plan'],
  ['/billing/change-plan/3/9/confirm', 'change-plan/:productId/:priceId/confirm', { productId: '3', priceId: '9' }, 'Confirm plan change'],
  ['/billing/cancel', 'cancel', {}, 'Cancel plan'],
  ['/billing/renew', 'renew', {}, 'Renew plan'],
  ['/billing/change-payment-method', 'change-payment-method', {}, 'Change payment method'],
  ['/billing/change-payment-method/done', 'change-payment-method/done', {}, 'Payment method'],
  ['/billing/invoices/0b6a6c1e-2f4d', 'invoices/:uuid', { uuid: '0b6a6c1e-2f4d' }, 'Invoice'],
]

const ACTIVE = { id: 1, product_id: 1, price_id: 1, gateway_name: 'stripe', gateway_id: 'sub_1', gateway_status: 'active', ends_at: null, renews_at: null, on_grace_period: false, valid: true, active: true }

afterEach(() => {
  sessionState.user = null
})

describe('the billing area', () => {
  it('matches every billing address in the signed-in layout, resolves it to its page and titles it', () => {
    for (const [url, pattern, params, title] of PAGES) {
      expect(routeIds(url), url).toEqual(['__root__', '/_app', '/_app/_authed', '/_app/_authed/billing/$'])
      const splat = url.replace(/^\/billing\/?/, '')
      const resolved = resolveBillingPage(splat)
      expect(resolved?.page.path, url).toBe(pattern)
      expect(resolved?.params, url).toEqual(params)
      expect(billingTitle(splat), url).toBe(title)
    }
  })

  it('leaves /pricing, /checkout and the gateways return pages as their own routes', () => {
    expect(routeIds('/pricing').at(-1)).toBe('/_app/pricing')
    expect(routeIds('/checkout/1/2').at(-1)).toBe('/_app/checkout/$productId/$priceId')
    expect(routeIds('/paypal/done').at(-1)).toBe('/_app/_authed/paypal/done')
    expect(routeIds('/stripe/done').at(-1)).toBe('/_app/_authed/stripe/done')
  })

  it('resolves nothing for addresses it has no page for', () => {
    for (const splat of ['invoices', 'change-plan/3', 'change-plan/3/9', 'cancel/now', 'invoices/a/b']) expect(resolveBillingPage(splat), splat).toBeNull()
  })

  it('sends a user without a subscription to /pricing and lets a subscriber through', () => {
    const outcome = () => {
      try {
        guardBilling()
        return 'ok'
      } catch (error) {
        if (!isRedirect(error)) throw error
        return error.options.href ?? String(error.options.to)
      }
    }
    sessionState.user = makeUser()
    expect(outcome()).toBe('/pricing')
    sessionState.user = makeUser({ subscriptions: [ACTIVE] as never })
    expect(outcome()).toBe('ok')
  })

  it('keeps the setup intent secret and drops the rest', () => {
    expect(billingSearch({ setup_intent_client_secret: 'seti_1', other: 'x' })).toEqual({ setup_intent_client_secret: 'seti_1' })
  })

  it('builds links to the splat route with the same addresses as before', () => {
    expect(router.buildLocation(billingLink('')).href).toBe('/billing')
    expect(router.buildLocation(billingLink('change-plan')).href).toBe('/billing/change-plan')
    expect(router.buildLocation(billingLink('invoices/ab-12')).href).toBe('/billing/invoices/ab-12')
  })
})

describe('the billing app', () => {
  it('shows the not-found page for an address without a page', async () => {
    fakeApi({})
    await renderWithRouter(() => <BillingApp />, { path: '/invoices' })
    expect(await screen.findByRole('heading', { level: 1, name: "Looks like you've found the doorway to the great nothing" })).toBeTruthy()
    cleanup()
  })
})

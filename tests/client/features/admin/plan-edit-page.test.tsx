import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PlanEditPage } from '../../../../src/client/features/admin/pages/plan-edit-page'
import { ProductResponseSchema } from '../../../../src/shared/contracts/billing'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const permissions = {
  status: 'success',
  permissions: [
    { id: 1, name: 'music.download', display_name: null, description: null, group: 'music', type: 'sitewide', advanced: false, restrictions: [] },
    { id: 2, name: 'music.create', display_name: null, description: null, group: 'music', type: 'sitewide', advanced: false, restrictions: [] },
  ],
}

const saved = {
  status: 'success' as const,
  product: { id: 5, uuid: 'u', name: 'Pro', description: null, hidden: false, recommended: false, free: false, position: 0, available_space: null, feature_list: [], prices: [], permissions: [] },
}

describe('admin plan editor', () => {
  it('creates a plan with its prices, features and permissions; server field errors land on the price row', async () => {
    let attempt = 0
    const calls = fakeApi({
      'GET /api/v1/value-lists/permissions': () => ({ json: permissions }),
      'POST /api/v1/billing/products': () =>
        ++attempt === 1 ? { status: 422, json: { message: 'The amount may have at most 2 decimals.', errors: { 'prices.0.amount': 'The amount may have at most 2 decimals.' } } } : reply(ProductResponseSchema, saved),
    })
    const user = userEvent.setup()
    await renderWithRouter(<PlanEditPage params={{}} />, { path: '/admin/plans/new' })
    await user.type(await screen.findByLabelText('Name'), 'Pro')
    await user.type(screen.getByLabelText('Features (one per line)'), 'Downloads{Enter}No ads')
    await user.type(screen.getByLabelText('Amount'), '9.999')
    await user.click(screen.getByRole('checkbox', { name: /music\.download/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The amount may have at most 2 decimals.')).toBeTruthy()

    await user.clear(screen.getByLabelText('Amount'))
    await user.type(screen.getByLabelText('Amount'), '9.99')
    await user.selectOptions(screen.getByLabelText('Interval'), 'year')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(attempt).toBe(2))
    const body = calls.filter((c) => c.method === 'POST').at(-1)!.body
    expect(body).toMatchObject({
      name: 'Pro',
      feature_list: ['Downloads', 'No ads'],
      permissions: ['music.download'],
      prices: [{ amount: 9.99, currency: 'USD', interval: 'year', interval_count: 1 }],
    })
  })
})

import type { BootstrapSubscription } from '../../../../src/shared/contracts/bootstrap'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AdSlot } from '../../../../src/client/features/catalogue'
import { TranslatePage } from '../../../../src/client/features/localization'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { LocalizationDetailSchema, LocalizationResponseSchema } from '../../../../src/shared/contracts/localizations'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

/** A paid, running plan as bootstrap data carries it (billing). */
const activeSubscription: BootstrapSubscription = {
  id: 1, product_id: 1, price_id: 1, gateway_name: 'stripe', gateway_status: 'active', ends_at: null, renews_at: '2030-01-01T00:00:00.000Z',
  active: true, valid: true, on_grace_period: false, on_trial: false, cancelled: false, past_due: false,
}

const french = { id: 2, language: 'fr', name: 'Français', lines_count: 1, updated_at: '2026-01-01T00:00:00.000Z' }

describe('translate screen', () => {
  it('lists source lines with translations, searches them and sends only edited lines', async () => {
    const calls = fakeApi({
      'GET /api/v1/localizations/2': () =>
        reply(LocalizationDetailSchema, { status: 'success', localization: french, lines: { 'Go back': 'Retour' }, source_lines: ['Go back', 'Go forward', 'Log out'] }),
      'PUT /api/v1/localizations/2': () => reply(LocalizationResponseSchema, { status: 'success', localization: { ...french, lines_count: 2 } }),
    })
    await renderWithRouter(<TranslatePage params={{ localeId: '2' }} />)
    expect(((await screen.findByRole('textbox', { name: 'Go back' })) as HTMLInputElement).value).toBe('Retour')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lines' }), 'forward')
    expect(screen.queryByRole('textbox', { name: 'Go back' })).toBeNull()
    await userEvent.type(screen.getByRole('textbox', { name: 'Go forward' }), 'Suivant')
    await userEvent.click(screen.getByRole('button', { name: 'Save 1 changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ lines: { 'Go forward': 'Suivant' } })
  })
})

describe('ad slots', () => {
  const ads = { ads: { artist_top: '<b>ad</b>', disable: false } }

  it('shows a set slot to a listener without a subscription, in a sandboxed frame', () => {
    applyBootstrapData(makeBootstrap({ user: makeUser() }, ads))
    render(<AdSlot slot="artist_top" />)
    const frame = screen.getByTitle('Advertisement')
    expect(frame.getAttribute('src')).toBe('/ads/artist_top')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
  })

  it('never shows ads to a subscriber, nor an unset slot, nor when ads are off', () => {
    applyBootstrapData(makeBootstrap({ user: makeUser({ subscriptions: [activeSubscription] }) }, ads))
    render(<AdSlot slot="artist_top" />)
    expect(screen.queryByTitle('Advertisement')).toBeNull()
    applyBootstrapData(makeBootstrap({ user: makeUser() }, ads))
    render(<AdSlot slot="album_above" />)
    expect(screen.queryByTitle('Advertisement')).toBeNull()
    applyBootstrapData(makeBootstrap({ user: makeUser() }, { ads: { ...ads.ads, disable: true } }))
    render(<AdSlot slot="artist_top" />)
    expect(screen.queryByTitle('Advertisement')).toBeNull()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { meQuery, type CurrentUser } from '../../../../src/client/features/account/api'
import { LocationPanel } from '../../../../src/client/features/account/components/location-panel'
import { sessionState } from '../../../../src/client/stores/session'
import { fakeApi } from '../../../helpers/fake-api'
import { newQueryClient, renderWithRouter } from '../../../helpers/render'

const lists = {
  status: 'success',
  countries: [{ code: 'de', name: 'Germany' }],
  timezones: {},
  localizations: [
    { language: 'en', name: 'English' },
    { language: 'de', name: 'Deutsch' },
  ],
}

function Page() {
  const { data } = useSuspenseQuery(meQuery())
  return <LocationPanel user={data} />
}

const me = (language: string | null): CurrentUser => ({
  id: 1, name: 'Ana', image: null, model_type: 'user', first_name: null, last_name: null, username: null,
  email: 'ana@example.com', email_verified_at: null, language, country: null, timezone: null, has_password: true,
  two_factor_confirmed_at: null, two_factor_setup_pending: false, two_factor_enabled: false, social_profiles: [], tokens: [],
  roles: [], permissions: [], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
}) as unknown as CurrentUser

beforeEach(() => {
  sessionState.settings = { i18n: { enable: true } }
})
afterEach(() => {
  sessionState.settings = {}
})

describe('account language', () => {
  it('the select shows the saved language when the account restored from the cache was from before the save', async () => {
    const server = me('de')
    fakeApi({
      'GET /api/v1/value-lists/countries,timezones,localizations': () => ({ json: lists }),
      'GET /api/v1/users/me': () => ({ json: { user: server } }),
    })
    const queryClient = newQueryClient()
    // The persisted copy, written before the language was saved.
    queryClient.setQueryData(meQuery().queryKey, me('en'))
    await renderWithRouter(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { queryClient },
    )
    const region = await screen.findByRole('region', { name: 'Date, time and language' })
    expect(within(region).getAllByRole('button')[0]!.textContent).toContain('English')
    // The revalidation after the reload brings the saved language.
    await queryClient.invalidateQueries({ queryKey: meQuery().queryKey })
    await waitFor(() => expect(within(region).getAllByRole('button')[0]!.textContent).toContain('Deutsch'))
  })

  it('saving a new language stores it and reloads into it', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    const calls = fakeApi({
      'GET /api/v1/value-lists/countries,timezones,localizations': () => ({ json: lists }),
      'GET /api/v1/users/me': () => ({ json: { user: me('de') } }),
      'PUT /api/v1/users/me': () => ({ json: { user: me('de') } }),
      'POST /api/v1/users/me/locale': () => ({ json: { message: 'Locale changed' } }),
    })
    const queryClient = newQueryClient()
    queryClient.setQueryData(meQuery().queryKey, me('en'))
    const user = userEvent.setup()
    await renderWithRouter(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { queryClient },
    )
    const region = await screen.findByRole('region', { name: 'Date, time and language' })
    await user.click(within(region).getAllByRole('button')[0]!)
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }))
    await user.click(within(region).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(reload).toHaveBeenCalled())
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ language: 'de' })
    expect(calls.find((c) => c.url === '/api/v1/users/me/locale')?.body).toEqual({ locale: 'de' })
    expect(within(region).getAllByRole('button')[0]!.textContent).toContain('Deutsch')
  })
})

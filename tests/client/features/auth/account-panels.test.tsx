import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SessionsPanel } from '../../../../src/client/features/account/components/sessions-panel'
import { TwoFactorPanel } from '../../../../src/client/features/account/components/two-factor-panel'
import { DialogHost } from '../../../../src/client/features/shell'
import { toastState } from '../../../../src/client/stores/toasts'
import { renderWithRouter } from '../../../helpers/render'
import { fakeApi } from '../../../helpers/fake-api'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

const session = (id: number, current: boolean) => ({
  id,
  device_type: 'other',
  platform: 'Linux',
  browser: 'Chrome',
  city: null,
  country: null,
  ip_address: `10.0.0.${id}`,
  last_active: '2026-11-20T10:00:00.000Z',
  is_current_device: current,
})

describe('account panels', () => {
  it('lists sessions (max 400 px high) and logs out the others after the password prompt', async () => {
    let sessions = [session(1, true), session(2, false)]
    const calls = fakeApi({
      'GET /api/v1/user-sessions': () => ({ json: { sessions } }),
      'POST /api/v1/user-sessions/logout-other': (body) => {
        if ((body as { password: string }).password !== 'right') return { status: 422, json: { message: 'The provided password was incorrect.', errors: { password: 'The provided password was incorrect.' } } }
        sessions = [session(1, true)]
        return { json: { message: 'Logged out other sessions.' } }
      },
    })
    const user = userEvent.setup()
    await renderWithRouter(
      <>
        <Suspense fallback={null}>
          <SessionsPanel />
        </Suspense>
        <DialogHost />
      </>,
    )
    const region = await screen.findByRole('region', { name: 'Active sessions' })
    expect(within(region).getAllByRole('listitem')).toHaveLength(2)
    expect(within(region).getByText('This device')).toBeTruthy()
    expect((within(region).getByRole('list') as HTMLElement).style.maxHeight).toBe('400px')

    await user.click(within(region).getByRole('button', { name: 'Log out other sessions' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Password'), 'wrong')
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }))
    expect(await within(dialog).findByText('The provided password was incorrect.')).toBeTruthy()
    await user.clear(within(dialog).getByLabelText('Password'))
    await user.type(within(dialog).getByLabelText('Password'), 'right')
    await user.click(within(dialog).getByRole('button', { name: 'Log out other sessions' }))
    await waitFor(() => expect(toastState.current?.message).toBe('Logged out other sessions.'))
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1))
    expect(calls.filter((c) => c.url === '/api/v1/user-sessions/logout-other')).toHaveLength(2)
  })

  it('asks for the password before enabling two-factor when it is not confirmed', async () => {
    const calls = fakeApi({
      'GET /api/v1/auth/user/confirmed-password-status': () => ({ json: { confirmed: false } }),
      'POST /api/v1/auth/user/confirm-password': () => ({ json: { message: 'Password confirmed' } }),
      'POST /api/v1/auth/user/two-factor-authentication': () => ({ json: { recovery_codes: [] } }),
    })
    const user = userEvent.setup()
    const me = { two_factor_confirmed_at: null, two_factor_setup_pending: false } as unknown as Parameters<typeof TwoFactorPanel>[0]['user']
    await renderWithRouter(
      <>
        <TwoFactorPanel user={me} />
        <DialogHost />
      </>,
    )
    expect(screen.getByText('You have not enabled two factor authentication.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Enable' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Password'), 'secret')
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('POST /api/v1/auth/user/two-factor-authentication'))
    expect(calls.find((c) => c.url === '/api/v1/auth/user/confirm-password')?.body).toEqual({ password: 'secret' })
  })
  it('shows recovery codes only from the answer that generated them (the account carries none)', async () => {
    const fresh = ['aaaaaaaaaa-bbbbbbbbbb', 'cccccccccc-dddddddddd']
    const calls = fakeApi({
      'GET /api/v1/auth/user/confirmed-password-status': () => ({ json: { confirmed: true } }),
      'POST /api/v1/auth/user/two-factor-recovery-codes': () => ({ json: { recovery_codes: fresh } }),
    })
    const user = userEvent.setup()
    const me = { two_factor_confirmed_at: '2026-01-01T00:00:00.000Z', two_factor_setup_pending: false } as unknown as Parameters<typeof TwoFactorPanel>[0]['user']
    await renderWithRouter(<TwoFactorPanel user={me} />)
    expect(screen.getByText('You have enabled two factor authentication.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Regenerate recovery codes' }))
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(fresh)
    expect(calls.filter((c) => c.url === '/api/v1/auth/user/two-factor-recovery-codes')).toHaveLength(1)
  })
})

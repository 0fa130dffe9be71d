import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MusicAppsPanel } from '../../../../src/client/features/account/components/music-apps-panel'
import { toastState } from '../../../../src/client/stores/toasts'
import { fakeApi } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  toastState.current = null
})

const listed = (id: number, name: string) => ({ id, name, username: 'lina@example.com', created_at: '2026-11-20T10:00:00.000Z', last_used_at: null })

describe('Music apps panel', () => {
  it('shows the empty state, creates a credential showing its secrets once, and revokes it', async () => {
    let credentials: ReturnType<typeof listed>[] = []
    const calls = fakeApi({
      'GET /api/v1/users/me/subsonic-credentials': () => ({ json: { credentials } }),
      'POST /api/v1/users/me/subsonic-credentials': (body) => {
        const name = (body as { name: string }).name
        credentials = [listed(5, name)]
        return { json: { credential: { id: 5, name, username: 'lina@example.com', password: 'app-pass-123', apiKey: 'key-456' } } }
      },
      'DELETE /api/v1/users/me/subsonic-credentials/5': () => {
        credentials = []
        return { json: { status: 'success' } }
      },
    })
    const user = userEvent.setup()
    await renderWithRouter(<MusicAppsPanel />)
    const region = await screen.findByRole('region', { name: 'Music apps' })
    expect(await within(region).findByText('No music apps yet')).toBeTruthy()

    await user.type(within(region).getByLabelText(/App name/), 'Phone')
    await user.click(within(region).getByRole('button', { name: 'Create app password' }))
    const secrets = await within(region).findByRole('status')
    expect((within(secrets).getByLabelText('Password') as HTMLInputElement).value).toBe('app-pass-123')
    expect((within(secrets).getByLabelText('API key') as HTMLInputElement).value).toBe('key-456')
    expect((within(secrets).getByLabelText('Server address') as HTMLInputElement).value).toBe(window.location.origin)
    expect(await within(region).findByText('Phone')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Phone' })

    await user.click(within(region).getByRole('button', { name: 'Revoke Phone' }))
    await waitFor(() => expect(toastState.current?.message).toBe('App password revoked'))
    expect(await within(region).findByText('No music apps yet')).toBeTruthy()
    expect(within(region).queryByRole('status')).toBeNull()
  })

  it('says when the list could not be loaded and retries', async () => {
    let fail = true
    fakeApi({
      'GET /api/v1/users/me/subsonic-credentials': () => (fail ? { status: 500, json: { message: 'Server error' } } : { json: { credentials: [listed(1, 'Car')] } }),
    })
    const user = userEvent.setup()
    await renderWithRouter(<MusicAppsPanel />)
    const region = await screen.findByRole('region', { name: 'Music apps' })
    expect(await within(region).findByRole('alert')).toBeTruthy()
    fail = false
    await user.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByText('Car')).toBeTruthy()
  })
})

import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AdminSettingsPage, AdsPage } from '../../../../src/client/features/admin-settings'
import { SettingsResponseSchema } from '../../../../src/shared/contracts/settings'
import { SECRET_PLACEHOLDER } from '../../../../src/shared/contracts/settings-fields'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS, unflattenSettings } from '../../../../src/shared/lib/settings-defaults'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const settings = (server: Record<string, unknown> = {}) =>
  reply(SettingsResponseSchema, { status: 'success', client: unflattenSettings(CLIENT_SETTING_DEFAULTS), server: { ...SERVER_SETTING_DEFAULTS, ...server } })

function bootstrapAnswer() {
  return { json: { status: 'success', user: null, settings: {}, themes: [], i18n: { language: 'en', lines: {} }, guest_role: null, show_cookie_notice: false, likes: {}, reposts: {}, playlists: [] } }
}

describe('admin settings pages', () => {
  it('shows every player key with its value and saves only the changed one', async () => {
    const calls = fakeApi({ 'GET /api/v1/settings': () => settings(), 'POST /api/v1/settings': () => settings(), 'GET /api/v1/bootstrap-data': bootstrapAnswer })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'player' }} />)
    const volume = await screen.findByRole('spinbutton', { name: 'Default volume' })
    expect((volume as HTMLInputElement).value).toBe('30')
    expect(screen.getByRole('link', { name: 'Outgoing email' }).getAttribute('href')).toBe('/admin/settings/outgoing-email')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide queue' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const body = calls.find((c) => c.method === 'POST')!.body as Record<string, string>
    expect(body).toEqual({ client: JSON.stringify({ 'player.hide_queue': true }) })
  })

  it('puts the server 422 on the field it names', async () => {
    fakeApi({
      'GET /api/v1/settings': () => settings(),
      'POST /api/v1/settings': () => ({ status: 422, json: { message: 'Must be at most 100.', errors: { 'client.player.default_volume': ['Must be at most 100.'] } } }),
    })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'player' }} />)
    const volume = await screen.findByRole('spinbutton', { name: 'Default volume' })
    await userEvent.clear(volume)
    await userEvent.type(volume, '101')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Must be at most 100.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(volume))
  })

  it('shows a stored secret only as the placeholder and does not send it back unless changed', async () => {
    const calls = fakeApi({
      'GET /api/v1/settings': () => settings({ 'mail.password': SECRET_PLACEHOLDER }),
      'POST /api/v1/settings': () => settings({ 'mail.password': SECRET_PLACEHOLDER }),
      'GET /api/v1/bootstrap-data': bootstrapAnswer,
    })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'outgoing-email' }} />)
    const password = await screen.findByLabelText('SMTP password')
    expect((password as HTMLInputElement).value).toBe(SECRET_PLACEHOLDER)
    expect(password.getAttribute('type')).toBe('password')
    await userEvent.type(screen.getByRole('textbox', { name: 'SMTP host' }), 'smtp.example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ server: JSON.stringify({ 'mail.host': 'smtp.example.com' }) })
  })

  it('lists the five ad slots with their size hints', async () => {
    fakeApi({ 'GET /api/v1/settings': () => settings() })
    await renderWithRouter(<AdsPage />)
    for (const name of ['General top', 'General bottom', 'Artist page top', 'Artist page bottom', 'Album page']) {
      expect(await screen.findByRole('textbox', { name })).toBeTruthy()
    }
    expect(screen.getByText('At most 430 px wide.')).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: 'Disable all ads' }) as HTMLInputElement).checked).toBe(false)
  })

  it('says so for an unknown settings page', async () => {
    fakeApi({ 'GET /api/v1/settings': () => settings() })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'nope' }} />)
    expect(await screen.findByText('There is no such settings page')).toBeTruthy()
  })

  it('edits sizes in MB and saves bytes; artist tabs and policies without JSON (issue 28)', async () => {
    const calls = fakeApi({ 'GET /api/v1/settings': () => settings(), 'POST /api/v1/settings': () => settings(), 'GET /api/v1/bootstrap-data': bootstrapAnswer })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'uploading' }} />)
    const max = await screen.findByRole('spinbutton', { name: 'Maximum file size' })
    expect((max as HTMLInputElement).value).toBe(String(CLIENT_SETTING_DEFAULTS['uploads.max_size'] as number / 1024 / 1024))
    await userEvent.clear(max)
    await userEvent.type(max, '300')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ client: JSON.stringify({ 'uploads.max_size': 300 * 1024 * 1024 }) })
  })

  it('adds a registration policy as a row, not JSON text (issue 28)', async () => {
    const calls = fakeApi({ 'GET /api/v1/settings': () => settings(), 'POST /api/v1/settings': () => settings(), 'GET /api/v1/bootstrap-data': bootstrapAnswer })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'gdpr' }} />)
    // The cookie notice position reads as a word, not the stored `bottom`.
    expect(await screen.findByText('Bottom')).toBeTruthy()
    expect(screen.queryByText('bottom')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Add policy' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Policy 1' }), 'I accept the terms')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    const sent = JSON.parse((calls.find((c) => c.method === 'POST')!.body as Record<string, string>).client!) as Record<string, unknown>
    expect(sent['registration.policies']).toEqual([{ id: 'i-accept-the-terms', label: 'I accept the terms' }])
  })
})

import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminSettingsPage } from '../../../../src/client/features/admin-settings'
import { SettingsResponseSchema } from '../../../../src/shared/contracts/settings'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS, unflattenSettings } from '../../../../src/shared/lib/settings-defaults'
import { fakeApi, reply } from '../../../helpers/fake-api'
import { renderWithRouter } from '../../../helpers/render'

const settings = (server: Record<string, unknown>) =>
  reply(SettingsResponseSchema, { status: 'success', client: unflattenSettings(CLIENT_SETTING_DEFAULTS), server: { ...SERVER_SETTING_DEFAULTS, ...server } })

// Issue 25: where the environment decides, the page shows the value in use, read only, with the variable.
describe('admin settings decided by the environment', () => {
  it('shows the queue driver in use read only, names REDIS_URL, and offers nothing to save', async () => {
    fakeApi({ 'GET /api/v1/settings': () => settings({ 'queue.driver': 'redis' }) })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'queue' }} />)
    const driver = (await screen.findByRole('textbox', { name: 'Queue driver' })) as HTMLInputElement
    expect(driver.value).toBe('Redis')
    expect(driver.readOnly).toBe(true)
    expect(screen.getByText('Set by the environment variable REDIS_URL.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  it('tells why a page has no fields instead of offering ones that do nothing', async () => {
    fakeApi({ 'GET /api/v1/settings': () => settings({}) })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'cache' }} />)
    expect(await screen.findByText(/There is nothing to set here/)).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull()
  })

  it('offers the provider switches on the Automation page (issue 25, decision 0032), all off by default', async () => {
    fakeApi({ 'GET /api/v1/settings': () => settings({}) })
    await renderWithRouter(<AdminSettingsPage params={{ section: 'providers' }} />)
    expect(await screen.findByText(/Every provider is off by default/)).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy()
    expect(screen.getByText('Artist biography')).toBeTruthy()
    expect(screen.getByText('Spotify client secret')).toBeTruthy()
  })
})

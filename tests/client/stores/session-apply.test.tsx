import { act, render, screen } from '@testing-library/react'
import { useSnapshot } from 'valtio'
import { describe, expect, it } from 'vitest'
import { applySettingsPreview, readSetting } from '../../../src/client/stores/settings'
import { isLiked } from '../../../src/client/stores/library-changes'
import { libraryState } from '../../../src/client/stores/library-state'
import { applyBootstrapData, sessionState } from '../../../src/client/stores/session'
import type { BootstrapData } from '../../../src/shared/contracts/bootstrap'

const data = (): BootstrapData =>
  ({
    status: 'success',
    user: null,
    settings: { menus: [{ id: 'm', name: 'Primary', positions: ['sidebar-primary'], items: [] }] },
    themes: [{ id: 1, name: 'Light', values: { '--be-background': '255 255 255' }, is_dark: false, default_light: true, default_dark: false }],
    i18n: { language: 'en', lines: {} },
    guest_role: { id: 2, name: 'guests', permissions: [{ name: 'music.play', restrictions: [] }] },
    show_cookie_notice: false,
    likes: { track: { '1': true } },
    reposts: {},
    playlists: [],
  }) as unknown as BootstrapData

describe('applyBootstrapData', () => {
  it('leaves the given object plain so the persisted query cache can still clone it', () => {
    const given = data()
    applyBootstrapData(given)
    expect(sessionState.guestRole?.name).toBe('guests')
    // IndexedDB stores values by structured cloning; proxies inside would throw DataCloneError.
    expect(() => structuredClone(given)).not.toThrow()
    expect(structuredClone(given)).toEqual(data())
  })

  it('keeps the store independent of later changes to the given object', () => {
    const given = data()
    applyBootstrapData(given)
    ;(given.likes as Record<string, Record<string, boolean>>).track!['9'] = true
    expect(isLiked(libraryState.view, 'track', 1)).toBe(true)
    expect(isLiked(libraryState.view, 'track', 9)).toBe(false)
  })

  it('hands readers a new payload and a preview value, though the settings are held as a ref', async () => {
    function SiteName() {
      const snap = useSnapshot(sessionState)
      return <p>{readSetting('branding.site_name', 'none', snap.settings as Record<string, unknown>)}</p>
    }
    applyBootstrapData({ ...data(), settings: { branding: { site_name: 'First' } } } as unknown as BootstrapData)
    render(<SiteName />)
    expect(screen.getByText('First')).toBeTruthy()
    await act(async () => applyBootstrapData({ ...data(), settings: { branding: { site_name: 'Second' } } } as unknown as BootstrapData))
    expect(screen.getByText('Second')).toBeTruthy()
    await act(async () => applySettingsPreview({ 'branding.site_name': 'Preview' }))
    expect(screen.getByText('Preview')).toBeTruthy()
  })
})

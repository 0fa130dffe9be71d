import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applyBootstrapData } from '../../../src/client/stores/session'
import { setThemeSelection, syncTheme, THEME_COOKIE, themeState } from '../../../src/client/stores/theme'
import type { BootstrapData } from '../../../src/client/stores/bootstrap-types'

const light = { id: 1, name: 'Light', values: { '--be-background': '255 255 255' }, is_dark: false, default_light: true, default_dark: false }
const dark = { id: 2, name: 'Dark', values: { '--be-background': '18 18 18' }, is_dark: true, default_light: false, default_dark: true }
const blue = { id: 3, name: 'Blue', values: { '--be-background': '0 0 80', '--be-primary': '1 2 3' }, is_dark: true, default_light: false, default_dark: false }

function bootstrap(settings: Record<string, unknown> = {}): BootstrapData {
  return {
    status: 'success',
    user: null,
    settings: { themes: { default_id: 0, user_change: true }, ...settings },
    themes: [light, dark, blue],
    i18n: { language: 'en', lines: {} },
    guest_role: null,
    show_cookie_notice: false,
    likes: {},
    reposts: {},
    playlists: [],
  }
}

function prefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('dark') ? dark : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

const root = document.documentElement
const bg = () => root.style.getPropertyValue('--be-background')

beforeEach(() => {
  document.cookie = `${THEME_COOKIE}=; Max-Age=0; Path=/`
  applyBootstrapData(bootstrap())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('theme store', () => {
  it('system picks the OS-preferred default and sets the dark class', () => {
    prefersDark(true)
    syncTheme()
    expect(themeState.activeId).toBe(2)
    expect(bg()).toBe('18 18 18')
    expect(root.classList.contains('dark')).toBe(true)
    prefersDark(false)
    syncTheme()
    expect(themeState.activeId).toBe(1)
    expect(root.classList.contains('dark')).toBe(false)
  })

  it('stores the choice in the be-active-theme cookie', () => {
    prefersDark(false)
    setThemeSelection('dark')
    expect(document.cookie).toContain(`${THEME_COOKIE}=dark`)
    expect(themeState.activeId).toBe(2)
    setThemeSelection(3)
    expect(themeState.activeId).toBe(3)
    expect(root.style.getPropertyValue('--be-primary')).toBe('1 2 3')
    setThemeSelection('light')
    expect(bg()).toBe('255 255 255')
    // Variables of the previous theme do not linger.
    expect(root.style.getPropertyValue('--be-primary')).toBe('')
  })

  it('uses the configured default theme when there is no cookie', () => {
    prefersDark(false)
    applyBootstrapData(bootstrap({ themes: { default_id: 3, user_change: true } }))
    syncTheme()
    expect(themeState.activeId).toBe(3)
  })
})

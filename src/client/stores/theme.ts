import { proxy } from 'valtio'
import { parseThemeSelection, selectTheme, type ThemeSelection } from '../../shared/lib/theme-selection'
import { readCookie, writeCookie } from '../lib/cookies'
import { sessionState } from './session'
import { readSetting } from './settings'
import type { ThemeData } from './bootstrap-types'

export const THEME_COOKIE = 'be-active-theme'

export const themeState = proxy({ selection: 'system' as ThemeSelection, activeId: null as number | null, isDark: false })

function prefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
}

/** Writes the theme's CSS variables on <html> and the `dark` class Tailwind's dark variant reads. */
export function applyThemeToDocument(theme: ThemeData | null, root?: HTMLElement): void {
  if (!root && typeof document === 'undefined') return
  root ??= document.documentElement
  const previous = root.dataset.themeVars?.split(',') ?? []
  for (const name of previous) if (name) root.style.removeProperty(name)
  const values = theme?.values ?? {}
  for (const [name, value] of Object.entries(values)) root.style.setProperty(name.startsWith('--') ? name : `--${name}`, value)
  root.dataset.themeVars = Object.keys(values).map((n) => (n.startsWith('--') ? n : `--${n}`)).join(',')
  const dark = theme ? theme.is_dark : prefersDark()
  // The server's `data-theme` (its theme sheet's and app.css's "system" rules) gives way to the values above.
  root.removeAttribute('data-theme')
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/**
 * Before bootstrap-data arrives only the cookie and the OS preference are known: set the `dark` class
 * from them so the fallback palette in app.css matches and the first paint does not flash.
 */
export function applyInitialThemeGuess(): void {
  const selection = parseThemeSelection(readCookie(THEME_COOKIE))
  const dark = selection === 'dark' || (selection !== 'light' && prefersDark())
  document.documentElement.classList.toggle('dark', dark)
}

/** Picks and applies the theme from the cookie (or the configured default). */
export function syncTheme(): void {
  const cookie = readCookie(THEME_COOKIE)
  themeState.selection = parseThemeSelection(cookie ?? readSetting('themes.default_id', 0))
  const defaultId = Number(readSetting('themes.default_id', 0)) || null
  const theme = selectTheme(sessionState.themes, themeState.selection, { prefersDark: prefersDark(), defaultId })
  themeState.activeId = theme?.id ?? null
  themeState.isDark = theme ? theme.is_dark : prefersDark()
  applyThemeToDocument(theme)
}

export function setThemeSelection(selection: ThemeSelection): void {
  writeCookie(THEME_COOKIE, String(selection))
  syncTheme()
}

/** Keeps "system" in step with the OS preference while the app runs. */
export function watchSystemTheme(): () => void {
  const query = window.matchMedia?.('(prefers-color-scheme: dark)')
  if (!query) return () => undefined
  const onChange = () => {
    if (themeState.selection === 'system') syncTheme()
  }
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** The appearance editor's preview: show these unsaved values, or (null) go back to the chosen theme. */
export function previewTheme(theme: Pick<ThemeData, 'values' | 'is_dark'> | null): void {
  if (!theme) return syncTheme()
  themeState.isDark = theme.is_dark
  applyThemeToDocument({ id: -1, name: 'preview', default_light: false, default_dark: false, ...theme })
}

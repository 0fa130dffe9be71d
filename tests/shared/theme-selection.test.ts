import { describe, expect, it } from 'vitest'
import { parseThemeSelection, selectTheme } from '../../src/shared/lib/theme-selection'

const light = { id: 1, is_dark: false, default_light: true, default_dark: false }
const dark = { id: 2, is_dark: true, default_light: false, default_dark: true }
const ocean = { id: 3, is_dark: true, default_light: false, default_dark: false }
const themes = [light, dark, ocean]

describe('theme selection', () => {
  it('reads "system", 0 and empty values as system', () => {
    expect(parseThemeSelection('system')).toBe('system')
    expect(parseThemeSelection('0')).toBe('system')
    expect(parseThemeSelection(0)).toBe('system')
    expect(parseThemeSelection(null)).toBe('system')
    expect(parseThemeSelection('')).toBe('system')
    expect(parseThemeSelection('light')).toBe('light')
    expect(parseThemeSelection('3')).toBe(3)
  })

  it('system follows the OS preference to the default light or dark theme', () => {
    expect(selectTheme(themes, 'system', { prefersDark: false })).toBe(light)
    expect(selectTheme(themes, 'system', { prefersDark: true })).toBe(dark)
  })

  it('light and dark pick the matching defaults whatever the OS says', () => {
    expect(selectTheme(themes, 'light', { prefersDark: true })).toBe(light)
    expect(selectTheme(themes, 'dark', { prefersDark: false })).toBe(dark)
  })

  it('an id picks that theme', () => {
    expect(selectTheme(themes, 3, { prefersDark: false })).toBe(ocean)
  })

  it('falls back to the configured default, then the first theme', () => {
    expect(selectTheme(themes, 99, { prefersDark: false, defaultId: 3 })).toBe(ocean)
    expect(selectTheme(themes, 99, { prefersDark: false })).toBe(light)
    expect(selectTheme([ocean], 'light', { prefersDark: false })).toBe(ocean)
    expect(selectTheme([], 'system', { prefersDark: false })).toBeNull()
  })
})

/** Theme selection of platform-core §4: "system"/0, "light", "dark" or an id, with fallbacks. */
export interface ThemeLike {
  id: number
  is_dark: boolean
  default_light: boolean
  default_dark: boolean
}

export type ThemeSelection = 'system' | 'light' | 'dark' | number

/** Normalises a cookie or setting value; empty, unknown or 0 mean "system". */
export function parseThemeSelection(value: unknown): ThemeSelection {
  if (value === 'light' || value === 'dark') return value
  const id = Number(value)
  return value !== null && value !== '' && Number.isInteger(id) && id > 0 ? id : 'system'
}

export function selectTheme<T extends ThemeLike>(
  themes: readonly T[],
  selection: ThemeSelection,
  options: { prefersDark: boolean; defaultId?: number | null },
): T | null {
  const wantsDark = selection === 'dark' || (selection === 'system' && options.prefersDark)
  const picked =
    typeof selection === 'number'
      ? themes.find((t) => t.id === selection)
      : themes.find((t) => (wantsDark ? t.default_dark : t.default_light))
  return picked ?? themes.find((t) => t.id === options.defaultId) ?? themes[0] ?? null
}

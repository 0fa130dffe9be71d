import { createHash } from 'node:crypto'
import { THEME_VARIABLES, type Theme } from '../../shared/contracts/bootstrap'
import { themeValueError } from '../../shared/contracts/appearance'
import { CUSTOM_CSS_ID, customCssHref } from '../../shared/lib/custom-code'
import { selectTheme, type ThemeSelection } from '../../shared/lib/theme-selection'
import { THEME_SEEDS } from '../db/seed/platform-themes'

/**
 * The site's themes as a stylesheet (issue 27): a server-rendered page is painted before the app starts,
 * and the page policy admits no inline style, so a theme whose colours differ from the stylesheet's own
 * fallback palette (styles/app.css: the seeded Light and Dark themes) arrives as this file, linked from the
 * page's head. `<html data-theme>` says which rules apply: a theme's id, or "system", which follows the
 * OS preference between the default light and dark themes. Once the app runs, stores/theme.ts sets the
 * variables itself and drops the attribute.
 */
export const THEME_SHEET_PATH = '/api/v1/appearance/themes.css'

/** What the page was drawn with: the visitor's choice and the theme it resolved to (stores/theme.ts). */
export interface DrawnTheme {
  selection: ThemeSelection
  activeId: number | null
}

/** The value of `<html data-theme>`. */
export function themeAttribute(drawn: DrawnTheme): string | null {
  if (drawn.selection === 'system') return 'system'
  return drawn.activeId === null ? null : String(drawn.activeId)
}

const KNOWN = new Set<string>(THEME_VARIABLES)

/** A theme's declarations; a name or value the appearance contract would refuse is left out. */
function declarations(theme: Pick<Theme, 'values' | 'is_dark'>): string {
  const parts: string[] = []
  for (const [raw, value] of Object.entries(theme.values)) {
    const name = raw.startsWith('--') ? raw : `--${raw}`
    if (KNOWN.has(name) && themeValueError(name, value) === null) parts.push(`${name}:${value}`)
  }
  parts.push(`color-scheme:${theme.is_dark ? 'dark' : 'light'}`)
  return parts.join(';')
}

/**
 * The stylesheet: a rule per theme, then "system" (the default light theme, and the default dark one
 * when the OS prefers dark). Each selector outweighs app.css's fallback rules (`:root:not(.dark)` and its
 * system rule) whatever order the sheets load in.
 */
export function themeSheetCss(themes: readonly Theme[], defaultId: number | null): string {
  const sorted = [...themes].sort((a, b) => a.id - b.id)
  const rules = sorted.map((t) => `:root:root:root[data-theme="${t.id}"]{${declarations(t)}}`)
  const light = selectTheme(sorted, 'system', { prefersDark: false, defaultId })
  const dark = selectTheme(sorted, 'system', { prefersDark: true, defaultId })
  if (light) rules.push(`:root:root:root[data-theme="system"]{${declarations(light)}}`)
  if (dark) rules.push(`@media (prefers-color-scheme: dark){:root:root:root:root[data-theme="system"]{${declarations(dark)}}}`)
  return `${rules.join('\n')}\n`
}

/** The sheet's version: its link carries it, so a browser keeps the file until the themes change. */
export function themeSheetVersion(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 16)
}

const SEEDS = { light: THEME_SEEDS.find((t) => !t.isDark), dark: THEME_SEEDS.find((t) => t.isDark) }

/** Whether app.css's fallback palette for this darkness already draws `theme` as it is. */
function drawnByFallback(theme: Theme | null | undefined): boolean {
  if (!theme) return true
  const seed = theme.is_dark ? SEEDS.dark : SEEDS.light
  if (!seed) return false
  const seedValues: Record<string, string> = seed.values
  return Object.entries(theme.values).every(([raw, value]) => seedValues[raw.startsWith('--') ? raw : `--${raw}`] === value)
}

/**
 * Whether the page needs the sheet: the theme it was drawn with (for "system", both defaults) differs from
 * the fallback palette. A site with the seeded themes links nothing: its first paint waits for no request.
 */
export function themeSheetNeeded(themes: readonly Theme[], defaultId: number | null, drawn: DrawnTheme): boolean {
  if (drawn.selection === 'system') {
    const light = selectTheme(themes, 'system', { prefersDark: false, defaultId })
    const dark = selectTheme(themes, 'system', { prefersDark: true, defaultId })
    return !drawnByFallback(light) || !drawnByFallback(dark) || light?.is_dark === true || dark?.is_dark === false
  }
  return !drawnByFallback(themes.find((t) => t.id === drawn.activeId))
}

/** The site's look as the page's head links it before the first paint. */
export interface PageStyles {
  themes: Theme[]
  defaultThemeId: number | null
  /** The admin's custom CSS version (`custom_code.css_version`), empty without custom CSS. */
  customCssVersion: string
}

/**
 * The `<link>`s a rendered page's head carries: the theme sheet when the drawn theme needs it, and the
 * admin's custom CSS (shared/lib/custom-code.ts: the app then does not add it again).
 */
export function pageStyleLinks(styles: PageStyles, drawn: DrawnTheme): string {
  const links: string[] = []
  if (themeSheetNeeded(styles.themes, styles.defaultThemeId, drawn)) {
    const version = themeSheetVersion(themeSheetCss(styles.themes, styles.defaultThemeId))
    links.push(`<link rel="stylesheet" href="${THEME_SHEET_PATH}?v=${version}">`)
  }
  if (styles.customCssVersion) {
    links.push(`<link id="${CUSTOM_CSS_ID}" rel="stylesheet" href="${customCssHref(styles.customCssVersion)}">`)
  }
  return links.join('')
}

// Issue 27: a server-rendered page paints with the visitor's theme before the app starts. The theme sheet's
// rules, when a page needs it, and styles/app.css's fallback palettes, which stand for the seeded themes.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THEME_SEEDS } from '../../../src/server/db/seed/platform-themes'
import { themeSheetCss, themeSheetNeeded, themeSheetVersion } from '../../../src/server/lib/theme-sheet'
import type { Theme } from '../../../src/shared/contracts/bootstrap'

const seeded: Theme[] = THEME_SEEDS.map((t, i) => ({ id: i + 1, name: t.name, values: { ...t.values }, is_dark: t.isDark, default_light: t.defaultLight, default_dark: t.defaultDark }))
const [light, dark] = [seeded.find((t) => !t.is_dark)!, seeded.find((t) => t.is_dark)!]
const recoloured = (theme: Theme, primary: string): Theme => ({ ...theme, values: { ...theme.values, '--be-primary': primary } })

describe('themeSheetCss', () => {
  it('has a rule per theme by id and "system" as the default light theme, dark where the OS prefers it', () => {
    const css = themeSheetCss([recoloured(dark, '1 2 3'), recoloured(light, '4 5 6')], null)
    expect(css).toContain(`:root:root:root[data-theme="${light.id}"]{`)
    expect(css).toMatch(new RegExp(`\\[data-theme="${dark.id}"\\]\\{[^}]*--be-primary:1 2 3;[^}]*color-scheme:dark\\}`))
    expect(css).toMatch(/:root:root:root\[data-theme="system"\]\{[^}]*--be-primary:4 5 6;[^}]*color-scheme:light\}/)
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{:root:root:root:root\[data-theme="system"\]\{[^}]*--be-primary:1 2 3;[^}]*color-scheme:dark\}\}/)
    // The same themes in another order are the same file, with the same version.
    expect(themeSheetCss([recoloured(light, '4 5 6'), recoloured(dark, '1 2 3')], null)).toBe(css)
    expect(themeSheetVersion(css)).toMatch(/^[\w-]{16}$/)
    expect(themeSheetVersion(themeSheetCss([light, dark], null))).not.toBe(themeSheetVersion(css))
  })

  it('leaves out what the appearance contract refuses: an unknown name or a value that would end the rule', () => {
    const css = themeSheetCss([{ ...light, values: { ...light.values, '--be-primary': '1 2 3;}body{display:none', '--evil': '1 1 1', 'be-accent': '9 9 9' } }], null)
    expect(css).not.toContain('display:none')
    expect(css).not.toContain('--evil')
    expect(css).not.toContain('--be-primary:')
    // A name without its dashes is the variable the client writes too (stores/theme.ts).
    expect(css).toContain('--be-accent:9 9 9')
  })

  it('follows the configured default theme when no theme is a default for the OS preference', () => {
    const plain = seeded.map((t) => ({ ...t, default_light: false, default_dark: false }))
    const css = themeSheetCss(plain, dark.id)
    expect(css).toMatch(/:root:root:root\[data-theme="system"\]\{[^}]*color-scheme:dark\}/)
  })
})

describe('themeSheetNeeded', () => {
  it('is not needed while the drawn themes are the seeded ones the stylesheet already has', () => {
    expect(themeSheetNeeded(seeded, null, { selection: 'system', activeId: light.id })).toBe(false)
    expect(themeSheetNeeded(seeded, null, { selection: 'dark', activeId: dark.id })).toBe(false)
    expect(themeSheetNeeded(seeded, null, { selection: light.id, activeId: light.id })).toBe(false)
  })

  it('is needed once a drawn theme has its own colours: for "system", either default', () => {
    const site = [light, recoloured(dark, '1 2 3')]
    expect(themeSheetNeeded(site, null, { selection: 'system', activeId: light.id })).toBe(true)
    expect(themeSheetNeeded(site, null, { selection: 'dark', activeId: dark.id })).toBe(true)
    expect(themeSheetNeeded(site, null, { selection: 'light', activeId: light.id })).toBe(false)
    // A light theme with the dark seed's colours is not what the light fallback draws.
    expect(themeSheetNeeded([{ ...dark, id: 7, is_dark: false }], null, { selection: 7, activeId: 7 })).toBe(true)
  })
})

/** The custom properties of the first rule of app.css whose selector is exactly `selector`. */
function declaredIn(selector: string): Record<string, string> {
  const css = fs.readFileSync('src/client/styles/app.css', 'utf8')
  const at = css.indexOf(`${selector} {`)
  expect(at, selector).toBeGreaterThanOrEqual(0)
  const body = css.slice(at, css.indexOf('}', at))
  return Object.fromEntries([...body.matchAll(/(--be-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

describe('styles/app.css fallback palettes', () => {
  // Without a theme sheet the page is painted by these: they must be the seeded themes exactly.
  it('are the seeded dark theme (:root, and "system" when the OS prefers dark) and the seeded light one', () => {
    expect(declaredIn(':root')).toEqual(dark.values)
    expect(declaredIn(":root[data-theme='system']:not(.dark)")).toEqual(dark.values)
    const { '--be-radius': radius, ...lightColours } = light.values as Record<string, string>
    expect(radius).toBe(dark.values['--be-radius'])
    expect(declaredIn(':root:not(.dark)')).toEqual(lightColours)
  })
})

// Issue 27: a server-rendered page asks for no JavaScript before it has loaded, and preloads its image once.
import { describe, expect, it } from 'vitest'
import { BOOT_SCRIPT, startAfterLoad, withServerRender } from '../../../src/server/plugins/ssr'
import { themeSheetCss, themeSheetVersion } from '../../../src/server/lib/theme-sheet'
import { THEME_SEEDS } from '../../../src/server/db/seed/platform-themes'

/** The built index.html's shape: Vite's entry script and module preloads in <head>, the app shell in #root. */
const BUILT =
  '<html><head><link rel="preload" as="image" href="/c.png?w=512" imagesrcset="/c.png?w=512 512w" fetchpriority="high">' +
  '<script type="module" crossorigin src="/assets/entry.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/framework.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/album-route.js"></head>' +
  '<body><div id="root"><p>loading</p><!-- /app-shell --></div></body></html>'

describe('startAfterLoad', () => {
  it('replaces the entry script and every module preload with the boot script that asks for them at load', () => {
    const html = startAfterLoad(BUILT)
    expect(html).not.toContain('type="module"')
    expect(html).not.toContain('modulepreload')
    expect(html).toContain(`<script src="${BOOT_SCRIPT}" data-entry="/assets/entry.js" data-preload="/assets/framework.js /assets/album-route.js" defer></script>`)
    // The stylesheet is what the first paint needs: it stays.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
  })

  it('leaves a template without the build entry (a development server) alone', () => {
    const dev = '<head></head><body><script type="module" src="/src/client/main.tsx"></script></body>'
    expect(startAfterLoad(dev)).toBe(dev)
  })
})

describe('withServerRender', () => {
  it('marks <html> with the theme the render drew, dark when it is dark, so its palette shows before the app starts', () => {
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {}, theme: { selection: 'dark', activeId: 2, isDark: true } })).toContain('<html class="dark" data-theme="2"><head>')
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {}, theme: { selection: 5, activeId: 5, isDark: false } })).toContain('<html data-theme="5"><head>')
    // "System" is drawn light; the stylesheets follow the OS until the app decides.
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {}, theme: { selection: 'system', activeId: 1, isDark: false } })).toContain('<html data-theme="system"><head>')
    expect(withServerRender(BUILT.replace('<html>', '<html lang="en">'), '<main>x</main>', { theme: { selection: 'dark', activeId: 2, isDark: true } })).toContain('<html class="dark" data-theme="2" lang="en">')
    // A state without a theme (an older server entry) leaves <html> alone.
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {} })).toContain('<html><head>')
  })

  it('links the theme sheet only when the drawn theme differs from the stylesheet\'s fallback, and the custom CSS', () => {
    const seeded = THEME_SEEDS.map((t, i) => ({ id: i + 1, name: t.name, values: { ...t.values }, is_dark: t.isDark, default_light: t.defaultLight, default_dark: t.defaultDark }))
    const drawn = { cache: {}, theme: { selection: 'system', activeId: 1, isDark: false } }
    const plain = withServerRender(BUILT, '<main>x</main>', drawn, { themes: seeded, defaultThemeId: null, customCssVersion: '' })
    expect(plain).not.toContain('themes.css')
    expect(plain).not.toContain('custom-css')
    const custom = seeded.map((t) => (t.is_dark ? { ...t, values: { ...t.values, '--be-primary': '200 10 10' } } : t))
    const html = withServerRender(BUILT, '<main>x</main>', drawn, { themes: custom, defaultThemeId: null, customCssVersion: 'abc' })
    const version = themeSheetVersion(themeSheetCss(custom, null))
    // After the build's own stylesheet, so its rules come later in the cascade.
    expect(html).toMatch(new RegExp(`index\\.css">.*<link rel="stylesheet" href="/api/v1/appearance/themes\\.css\\?v=${version}"><link id="custom-css" rel="stylesheet" href="/api/v1/custom-code/custom\\.css\\?v=abc">.*</head>`))
    // A visitor who chose the light theme, which is unchanged, needs no sheet on the same site.
    expect(withServerRender(BUILT, '<main>x</main>', { theme: { selection: 'light', activeId: 1, isDark: false } }, { themes: custom, defaultThemeId: null, customCssVersion: '' })).not.toContain('themes.css')
  })

  it('keeps one preload of the page image when the page meta already has it, and starts the app after load', () => {
    const rendered = '<link rel="preload" as="image" imageSrcSet="/c.png?w=512 512w" fetchPriority="high"/><main>Echoes</main>'
    const html = withServerRender(BUILT, rendered, { cache: {} })
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1)
    expect(html).toContain('<div id="root"><main>Echoes</main></div><script type="application/json" id="ssr-state">')
    expect(html).toContain(`src="${BOOT_SCRIPT}"`)
  })

  it('keeps the render\'s own hints when the page meta has no image preload', () => {
    const template = BUILT.replace(/<link rel="preload" as="image"[^>]*>/, '')
    const html = withServerRender(template, '<link rel="preload" as="image" imageSrcSet="/c.png 1w"/><main>x</main>', {})
    expect(html).toContain('<link rel="preload" as="image" imageSrcSet="/c.png 1w"/></head>')
  })
})

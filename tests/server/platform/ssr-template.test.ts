// Issue 27: a server-rendered page asks for no JavaScript before it has loaded, and preloads its image once.
import { describe, expect, it } from 'vitest'
import { BOOT_SCRIPT, startAfterLoad, withServerRender } from '../../../src/server/plugins/ssr'

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
  it('marks <html> dark when the render drew a dark theme, so its palette shows before the app starts', () => {
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {}, theme: { isDark: true } })).toContain('<html class="dark"><head>')
    expect(withServerRender(BUILT, '<main>x</main>', { cache: {}, theme: { isDark: false } })).toContain('<html><head>')
    expect(withServerRender(BUILT.replace('<html>', '<html lang="en">'), '<main>x</main>', { theme: { isDark: true } })).toContain('<html class="dark" lang="en">')
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

import { describe, expect, it } from 'vitest'
import { renderMeta } from '../../../src/server/plugins/meta'

const INDEX = '<!doctype html><html><head><title>Encore</title><script type="module" src="/assets/a.js"></script></head><body></body></html>'

describe('the page head: preload of the largest image (issue 16)', () => {
  it('preloads a stored LCP image with the srcset and sizes the client image uses', () => {
    const html = renderMeta(INDEX, { title: 'Echoes', description: 'An album', lcpImage: { src: '/storage/album_image/a.png', size: 240 } })
    const link = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]
    expect(link).toBe(
      '<link rel="preload" as="image" href="/storage/album_image/a.png?w=512" imagesrcset="/storage/album_image/a.png?w=64 64w, ' +
        '/storage/album_image/a.png?w=128 128w, /storage/album_image/a.png?w=256 256w, /storage/album_image/a.png?w=512 512w" ' +
        'imagesizes="240px" fetchpriority="high">',
    )
    // In the head, before the scripts: the download starts while the HTML is parsed.
    expect(html.indexOf(link!)).toBeLessThan(html.indexOf('<script'))
  })

  it('adds no preload without an LCP image, and escapes the URL', () => {
    expect(renderMeta(INDEX, { title: 'Home', description: 'Music' })).not.toContain('rel="preload"')
    expect(renderMeta(INDEX, { title: 'x', description: 'y', lcpImage: { src: '/storage/a"b.png', size: 40 } })).toContain('href="/storage/a&quot;b.png?w=128"')
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSettingsRepo } from '../../../src/server/modules/settings/index'
import { registerMetaResolver } from '../../../src/server/plugins/static'
import type { TestApp } from '../../helpers/build-app'
import { buildPlatformApp } from './platform-app'

const INDEX = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Encore</title><meta name="description" content="built"><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`

describe('static client, security headers and ads', () => {
  let t: TestApp
  let dist: string
  let unregister: () => void
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-dist-'))
    fs.mkdirSync(path.join(dist, 'assets'))
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX)
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.x=1')
    fs.writeFileSync(path.join(dist, 'workbox-5a1b2c.js'), 'self.y=1')
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}')
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *')
    unregister = registerMetaResolver(async (pathname) => {
      const m = /^\/album\/(\d+)\//.exec(pathname)
      if (!m) return null
      if (m[1] === '666') throw new Error('resolver broke')
      return { title: `Blue <Train> & "Co" - Encore`, description: `Album ${m[1]} by 'John'`, image: '/img/a.png' }
    }, 'test-album')
    t = await buildPlatformApp({ DIST_DIR: dist })
  })
  afterAll(async () => {
    unregister()
    await t.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })
  const get = (url: string) => t.app.inject({ method: 'GET', url })

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe('console.log(1)')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/sw.js', '/workbox-5a1b2c.js', '/manifest.webmanifest', '/index.html'])('never caches %s', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves other files with a short cache', async () => {
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600')
  })

  it('falls back to index.html for client routes, with the site title and description', async () => {
    for (const url of ['/', '/library/songs', '/search/blue?x=1']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<title>Encore</title>')
      expect(res.body).toContain('<meta name="description" content="Stream, discover and share music from artists around the world.">')
      expect(res.body).not.toContain('content="built"')
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('uses the configured site name', async () => {
    await makeSettingsRepo(t.db).upsert([{ name: 'branding.site_name', value: 'Night <FM>', private: false }])
    expect((await get('/genres')).body).toContain('<title>Night &lt;FM&gt;</title>')
  })

  it('renders a registered resolver, escaping every value', async () => {
    const res = await get('/album/12/john/blue-train')
    expect(res.body).toContain('<title>Blue &lt;Train&gt; &amp; &quot;Co&quot; - Encore</title>')
    expect(res.body).toContain(`<meta name="description" content="Album 12 by &#39;John&#39;">`)
    expect(res.body).toContain('<meta property="og:image" content="/img/a.png">')
  })

  it('falls back to the defaults when a resolver throws', async () => {
    const res = await get('/album/666/x/y')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<meta property="og:title"')
  })

  it('answers missing files and unknown API paths with a 404, not the shell', async () => {
    const file = await get('/assets/missing-123.js')
    expect(file.statusCode).toBe(404)
    const api = await get('/api/v1/unknown')
    expect(api.statusCode).toBe(404)
    expect(api.json()).toEqual({ message: 'The route GET /api/v1/unknown could not be found.' })
  })

  it('sends a strict policy and frame protection with pages and API answers', async () => {
    for (const url of ['/', '/api/v1/health', '/assets/index-abc123.js']) {
      const res = await get(url)
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      // Beyond our own origin only YouTube's IFrame API script and its privacy-enhanced player (decision 0031).
      expect(csp).toContain("script-src 'self' https://www.youtube.com;")
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
      expect(csp).not.toMatch(/unsafe-eval|unsafe-inline/)
      expect(csp).toContain("img-src 'self' data: blob:")
      expect(csp).toContain("media-src 'self' blob: data: https:;")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
  })

  it('lets other sites frame only the embed routes', async () => {
    for (const url of ['/track/5/song/embed', '/album/7/artist/album-name/embed']) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toContain('frame-ancestors *')
      expect(res.headers['x-frame-options']).toBeUndefined()
    }
    const notEmbed = await get('/track/5/song')
    expect(notEmbed.headers['x-frame-options']).toBe('DENY')
  })

  it('serves an ad snippet as its own sandboxed document', async () => {
    expect((await get('/ads/general_top')).statusCode).toBe(404)
    await makeSettingsRepo(t.db).upsert([{ name: 'ads.general_top', value: '<script>window.ad=1</script><b>Ad</b>', private: false }])
    const res = await get('/ads/general_top')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('<body><script>window.ad=1</script><b>Ad</b></body>')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/^sandbox allow-scripts/)
    expect(csp).toContain("frame-ancestors 'self'")
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
    await makeSettingsRepo(t.db).upsert([{ name: 'ads.disable', value: true, private: false }])
    expect((await get('/ads/general_top')).statusCode).toBe(404)
    expect((await get('/ads/not_a_slot')).statusCode).toBe(422)
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { negotiateFormat, resizedKey } from '../../../src/server/modules/media/image-resize'
import { buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

const WEBP_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

function square(size: number, alpha: boolean): Promise<Buffer> {
  const background = alpha ? { r: 200, g: 40, b: 90, alpha: 0.5 } : { r: 200, g: 40, b: 90 }
  return sharp({ create: { width: size, height: size, channels: alpha ? 4 : 3, background } }).png().toBuffer()
}

describe('GET /storage/<key>?w= (resized images)', () => {
  let t: CatalogueTestApp

  beforeAll(async () => {
    t = await buildCatalogueApp()
    await t.storage.put('track_image/opaque.png', await square(600, false))
    await t.storage.put('artist_image/clear.png', await square(300, true))
    await t.storage.put('track_image/small.png', await square(100, false))
    // Declared a PNG by its name, but not an image at all.
    await t.storage.put('track_image/liar.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))
  })
  afterAll(async () => {
    await t.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

  it('answers WebP at the asked width when the browser accepts it, cacheable forever and varying on Accept', async () => {
    const res = await get('/storage/track_image/opaque.png?w=128', { accept: WEBP_ACCEPT })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 })
  })

  it.each([64, 256, 512] as const)('resizes to w=%i', async (w) => {
    const res = await get(`/storage/track_image/opaque.png?w=${w}`, { accept: WEBP_ACCEPT })
    expect(res.statusCode).toBe(200)
    expect((await sharp(res.rawPayload).metadata()).width).toBe(w)
  })

  it('falls back to JPEG for opaque and PNG for transparent sources without WebP in Accept', async () => {
    const opaque = await get('/storage/track_image/opaque.png?w=64', { accept: 'image/png,image/*;q=0.8' })
    expect(opaque.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(opaque.rawPayload).metadata()).format).toBe('jpeg')
    const clear = await get('/storage/artist_image/clear.png?w=64')
    expect(clear.headers['content-type']).toBe('image/png')
    expect((await sharp(clear.rawPayload).metadata()).hasAlpha).toBe(true)
  })

  it('never enlarges a source smaller than the width asked for', async () => {
    const res = await get('/storage/track_image/small.png?w=512', { accept: WEBP_ACCEPT })
    expect(res.statusCode).toBe(200)
    expect((await sharp(res.rawPayload).metadata()).width).toBe(100)
  })

  it('resizes once: the copy is kept in storage and revalidates with its ETag', async () => {
    const first = await get('/storage/track_image/opaque.png?w=256', { accept: WEBP_ACCEPT })
    expect(await t.storage.exists(resizedKey('track_image/opaque.png', 256, 'webp'))).toBe(true)
    const again = await get('/storage/track_image/opaque.png?w=256', { accept: WEBP_ACCEPT, 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it.each(['100', '0', '-64', 'abc', '64.5', '4096'])('refuses w=%s with 422', async (w) => {
    const res = await get(`/storage/track_image/opaque.png?w=${w}`)
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toHaveProperty('w')
  })

  it('answers 404 for unknown files, non-public keys and files that are not images whatever their name', async () => {
    expect((await get('/storage/track_image/missing.png?w=64')).statusCode).toBe(404)
    expect((await get('/storage/track_media/opaque.png?w=64')).statusCode).toBe(404)
    const liar = await get('/storage/track_image/liar.png?w=64', { accept: WEBP_ACCEPT })
    expect(liar.statusCode).toBe(404)
    expect(liar.headers['content-type']).toContain('application/json')
  })

  it('still serves the stored file as it is without w', async () => {
    const res = await get('/storage/track_image/opaque.png')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers.vary).toBeUndefined()
  })
})

describe('negotiateFormat', () => {
  it('prefers WebP only when Accept lists it', () => {
    expect(negotiateFormat(WEBP_ACCEPT, true)).toBe('webp')
    expect(negotiateFormat('image/webp', false)).toBe('webp')
    expect(negotiateFormat('image/webpx,image/*', false)).toBe('jpeg')
    expect(negotiateFormat(undefined, true)).toBe('png')
    expect(negotiateFormat('*/*', false)).toBe('jpeg')
  })
})

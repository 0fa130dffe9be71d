// Stored images at the width they are shown: `GET /storage/<key>?w=256` answers a copy resized once with
// sharp and kept in storage (`image_cache/…`), WebP when the browser accepts it. Covers are uploaded at
// up to a few hundred KB; a 40 px table thumbnail or a 200 px card needs a few KB.
import type { Readable } from 'node:stream'
import { IMAGE_WIDTHS, type ImageWidth } from '../../../shared/lib/image-widths'
import type { Storage } from '../../lib/storage'
import { HttpError, notFound } from '../../lib/http-errors'

export type ResizedFormat = 'webp' | 'jpeg' | 'png'

export const RESIZED_TYPES: Record<ResizedFormat, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }

/** Where resized copies live; not a public prefix, so only this route hands them out. */
export const IMAGE_CACHE_PREFIX = 'image_cache/'

/** Sources bigger than this are not decoded; image uploads are refused above it (image-verify.ts). */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024
/** Decompression-bomb guard: a tiny file can declare a huge canvas. */
export const MAX_INPUT_PIXELS = 40_000_000
/** Raster formats sharp may decode here, by their content, whatever the key's extension says. */
const DECODABLE = new Set(['png', 'jpeg', 'webp', 'gif', 'avif', 'heif'])

/** WebP when the request's Accept lists it (every current browser's <img> does), else a universal type. */
export function negotiateFormat(accept: string | undefined, sourceHasAlpha: boolean): ResizedFormat {
  if (accept && /(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept)) return 'webp'
  return sourceHasAlpha ? 'png' : 'jpeg'
}

/** The cache key of one resized copy: the source key (content-addressed) + width + format. */
export function resizedKey(sourceKey: string, width: ImageWidth, format: ResizedFormat): string {
  return `${IMAGE_CACHE_PREFIX}${sourceKey}/w${width}.${format}`
}

async function readAll(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.destroy()
      return null
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** Decodes the stored bytes as an image (by content) and encodes the resized copy; null when not an image. */
async function render(source: Buffer, width: ImageWidth, accept: string | undefined): Promise<{ body: Buffer; format: ResizedFormat } | null> {
  // sharp (libvips, a native library of tens of MB) loads with the first resize, not with the server.
  const { default: sharp } = await import('sharp')
  try {
    const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    const meta = await image.metadata()
    if (!meta.format || !DECODABLE.has(meta.format)) return null
    const format = negotiateFormat(accept, meta.hasAlpha === true)
    // rotate(): EXIF orientation applied before the metadata is dropped; never enlarged past the source.
    const resized = image.rotate().resize({ width, withoutEnlargement: true })
    const encoded =
      format === 'webp' ? resized.webp({ quality: 80 }) : format === 'jpeg' ? resized.jpeg({ quality: 80, mozjpeg: true }) : resized.png({ compressionLevel: 9 })
    return { body: await encoded.toBuffer(), format }
  } catch {
    return null
  }
}

/**
 * Makes sure the resized copy exists and returns its key and type. The format is decided from the source's
 * content and the Accept header, so the copy for a given key/width/format is the same for everyone.
 */
export function makeImageResizer(storage: Storage) {
  const inFlight = new Map<string, Promise<{ key: string; contentType: string }>>()

  async function produce(sourceKey: string, width: ImageWidth, accept: string | undefined) {
    const source = await storage.stat(sourceKey)
    if (!source) throw notFound()
    // A cached copy is fresh if written after the source; look for the likely formats first.
    const candidates: ResizedFormat[] = negotiateFormat(accept, false) === 'webp' ? ['webp'] : ['jpeg', 'png']
    for (const format of candidates) {
      const key = resizedKey(sourceKey, width, format)
      const cached = await storage.stat(key)
      if (cached && cached.modifiedAt >= source.modifiedAt) return { key, contentType: RESIZED_TYPES[format] }
    }
    const bytes = await readAll(await storage.read(sourceKey), MAX_SOURCE_BYTES)
    const rendered = bytes ? await render(bytes, width, accept) : null
    if (!rendered) throw notFound()
    const key = resizedKey(sourceKey, width, rendered.format)
    await storage.put(key, rendered.body)
    return { key, contentType: RESIZED_TYPES[rendered.format] }
  }

  return {
    /**
     * Makes every width in WebP and in JPEG/PNG (the background job after an image upload), so no
     * listener waits for a resize. An image sharp cannot decode has no copies: nothing to retry.
     */
    async prepareAll(sourceKey: string): Promise<void> {
      for (const width of IMAGE_WIDTHS) {
        for (const accept of ['image/webp', undefined]) {
          try {
            await produce(sourceKey, width, accept)
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 404) return
            throw error
          }
        }
      }
    },

    /** Concurrent first requests for the same copy share one resize. */
    resized(sourceKey: string, width: ImageWidth, accept: string | undefined) {
      const id = `${sourceKey}|${width}|${negotiateFormat(accept, false)}`
      let pending = inFlight.get(id)
      if (!pending) {
        pending = produce(sourceKey, width, accept).finally(() => inFlight.delete(id))
        inFlight.set(id, pending)
      }
      return pending
    },
  }
}

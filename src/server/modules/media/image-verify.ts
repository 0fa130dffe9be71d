// Whether stored bytes really are a picture: an image upload is kept only when sharp decodes every
// pixel of it. A matching signature is not enough (a PNG header before garbage, a truncated JPEG), and
// the declared type and the file name are never consulted.
import { MAX_INPUT_PIXELS } from './image-resize'

/** What a decoded image is, by its content. */
export interface DecodedImage {
  format: string
  width: number
  height: number
}

/**
 * The format and size of an image that decodes completely, or null for anything else: not an image,
 * damaged, truncated, or a canvas over the decompression-bomb guard.
 */
export async function decodedImage(source: Buffer): Promise<DecodedImage | null> {
  // sharp (libvips) loads with the first image checked, not with the server.
  const { default: sharp } = await import('sharp')
  try {
    const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    const meta = await image.metadata()
    if (!meta.format || !meta.width || !meta.height) return null
    // The header alone can be valid before broken data: decoding (to a small copy, so JPEG shrinks on
    // load) reads every byte and fails on damage.
    await image.resize(32, 32, { fit: 'inside' }).raw().toBuffer()
    return { format: meta.format, width: meta.width, height: meta.height }
  } catch {
    return null
  }
}

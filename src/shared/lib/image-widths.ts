/**
 * The widths (px) the server resizes stored images to (`GET /storage/<key>?w=`). A fixed set, so the
 * resized copies on disk stay bounded: at most this many per source image and format.
 * Plain constants (no zod): the client's image component imports them on the first screen.
 */
export const IMAGE_WIDTHS = [64, 128, 256, 512] as const

export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** The smallest listed width covering `cssPixels` at `density`, or the largest there is. */
export function imageWidthFor(cssPixels: number, density = 1): ImageWidth {
  const wanted = cssPixels * density
  return IMAGE_WIDTHS.find((w) => w >= wanted) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/**
 * The shown size (CSS px, the larger side) of the cover at the top of the album and track pages, and of the
 * artist page's picture: the client draws them at these sizes and the server preloads the same file (the
 * page's largest paint) from the HTML, so both must pick the same width.
 */
export const DETAIL_COVER_SIZE = 240
export const ARTIST_PICTURE_SIZE = 208

/**
 * `srcset` of a stored image at the server's fixed widths (`/storage/<key>?w=`); other URLs (remote,
 * data:) are used as they are. The browser picks the width from `sizes` and the screen's density.
 */
export function storedImageSources(url: string, size: number, sizes = `${size}px`): { src: string; srcSet?: string; sizes?: string } {
  if (!url.startsWith('/storage/') || url.includes('?')) return { src: url }
  return {
    // For browsers without srcset: enough for a 2x screen.
    src: `${url}?w=${imageWidthFor(size, 2)}`,
    srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes,
  }
}

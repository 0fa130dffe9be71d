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

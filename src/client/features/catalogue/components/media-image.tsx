import { storedImageSources } from '../../../../shared/lib/image-widths'
import { imageUrl } from '../../../../shared/lib/image-url'
import { cn } from '../../../lib/cn'

// Shared with the server, which preloads a detail page's cover with the same sources.
export { storedImageSources }

/** A cover or avatar from a storage value, with a neutral block (no request) when there is none. */
export function MediaImage({
  src,
  className,
  round = false,
  size,
  sizes,
  eager = false,
}: {
  src: string | null | undefined
  className?: string
  round?: boolean
  /** The size it is shown at (CSS px, the larger side): picks the resized copy to load. */
  size?: number
  /** `sizes` when the shown size depends on the viewport; defaults to `size` px. */
  sizes?: string
  /** Above the fold (the page's likely LCP): load at once with high priority instead of lazily. */
  eager?: boolean
}) {
  const url = imageUrl(src)
  const shape = cn('bg-chip object-cover', round ? 'rounded-full' : 'rounded-md', className)
  if (!url) return <span aria-hidden="true" className={cn('block', shape)} />
  const sources = size ? storedImageSources(url, size, sizes) : { src: url }
  return (
    <img {...sources} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined}
      // The likely LCP image paints as soon as it is decoded; the rest decode off the main thread's way.
      decoding={eager ? undefined : 'async'}
      width={size} height={size} className={shape} />
  )
}

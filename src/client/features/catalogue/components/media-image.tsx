import { imageUrl } from '../../../player'
import { cn } from '../../../lib/cn'

/** A cover or avatar from a storage value, with a neutral block (no request) when there is none. */
export function MediaImage({
  src,
  className,
  round = false,
  size,
  eager = false,
}: {
  src: string | null | undefined
  className?: string
  round?: boolean
  size?: number
  /** Above the fold (the page's likely LCP): load at once with high priority instead of lazily. */
  eager?: boolean
}) {
  const url = imageUrl(src)
  const shape = cn('bg-chip object-cover', round ? 'rounded-full' : 'rounded-md', className)
  if (!url) return <span aria-hidden="true" className={cn('block', shape)} />
  return (
    <img src={url} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} decoding="async"
      width={size} height={size} className={shape} />
  )
}

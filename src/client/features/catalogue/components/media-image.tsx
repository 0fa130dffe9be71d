import { imageUrl } from '../../../player'
import { cn } from '../../../lib/cn'

/** A cover or avatar from a storage value, with a neutral block (no request) when there is none. */
export function MediaImage({
  src,
  className,
  round = false,
  size,
}: {
  src: string | null | undefined
  className?: string
  round?: boolean
  size?: number
}) {
  const url = imageUrl(src)
  const shape = cn('bg-chip object-cover', round ? 'rounded-full' : 'rounded-md', className)
  if (!url) return <span aria-hidden="true" className={cn('block', shape)} />
  return <img src={url} alt="" loading="lazy" decoding="async" width={size} height={size} className={shape} />
}

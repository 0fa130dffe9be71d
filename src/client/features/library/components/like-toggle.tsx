import type { LikeableType } from '../../../../shared/contracts/library'
import { LikeButton } from '../../catalogue'
import { useLikes } from '../use-likes'

/** The "Like" heart for one track or album page header. */
export function LikeToggle({ type, id }: { type: LikeableType; id: number }) {
  const likes = useLikes(type)
  return <LikeButton liked={likes.isLiked(id)} onToggle={() => likes.toggle(id)} className="size-10 border border-border" />
}

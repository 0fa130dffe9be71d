import { cn } from '../../../lib/cn'
import { useLikes } from '../use-likes'
import { trans } from '../../../stores/session'

/** Following an artist is liking it (music-catalog §2.12); it then shows under library artists. */
export function FollowArtistButton({ artistId }: { artistId: number }) {
  const likes = useLikes('artist')
  const following = likes.isLiked(artistId)
  return (
    <button
      type="button"
      aria-pressed={following}
      onClick={() => likes.toggle(artistId)}
      className={cn(
        'inline-flex h-10 items-center rounded-full border px-5 text-sm font-semibold hover:bg-chip',
        following ? 'border-primary text-primary' : 'border-border',
      )}
    >
      {following ? trans('Following') : trans('Follow')}
    </button>
  )
}

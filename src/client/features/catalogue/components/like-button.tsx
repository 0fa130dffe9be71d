import { trans } from '../../../stores/session'
import { cn } from '../../../lib/cn'

/** The like toggle; the library feature supplies `liked` and `onToggle` (wired in the library issue). */
export interface LikeControl {
  isLiked: (trackId: number) => boolean
  toggle: (trackId: number) => void
}

export function LikeButton({ liked, onToggle, className }: { liked: boolean; onToggle: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={trans('Like')}
      aria-pressed={liked}
      onClick={onToggle}
      className={cn('grid size-8 place-items-center rounded-full hover:bg-chip', liked ? 'text-primary' : 'text-muted', className)}
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path d="M12 21s-7-4.35-9.5-8.5C.5 9 2.5 5 6.5 5c2 0 3.5 1 5.5 3 2-2 3.5-3 5.5-3 4 0 6 4 4 7.5C19 16.65 12 21 12 21z" />
      </svg>
    </button>
  )
}

import { useNavigate } from '@tanstack/react-router'
import type { Comment, VoteType } from '../../../../shared/contracts/comments'
import { cn } from '../../../lib/cn'
import { sessionState, trans } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { useVoteComment } from '../vote-api'

const ARROW = { upvote: 'M12 5l7 8h-4.5v6h-5v-6H5z', downvote: 'M12 19l-7-8h4.5V5h5v6H19z' } as const

/** Up and down buttons with their counts; the viewer's own vote is pressed. Guests are sent to sign in. */
export function CommentVotes({ comment }: { comment: Comment }) {
  const navigate = useNavigate()
  const vote = useVoteComment()
  const press = (type: VoteType) => {
    if (!sessionState.user) {
      void navigate({ to: '/login' })
      return
    }
    // Not disabled while a vote is on its way (the button would lose keyboard focus); a second press waits.
    if (vote.isPending) return
    vote.mutate({ comment, vote: type }, { onError: (e) => showHttpErrorToast(e) })
  }
  const button = (type: VoteType, label: string, count: number) => {
    const mine = comment.viewer_vote === type
    return (
      <button type="button" aria-pressed={mine} aria-label={`${label} ${count}`} onClick={() => press(type)}
        className={cn('inline-flex items-center gap-1 tabular-nums hover:text-fg', mine ? 'font-semibold text-primary' : 'text-muted')}>
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true"><path d={ARROW[type]} fill="currentColor" /></svg>
        {count}
      </button>
    )
  }
  return (
    <span className="inline-flex gap-2">
      {button('upvote', trans('Upvote'), comment.upvotes)}
      {button('downvote', trans('Downvote'), comment.downvotes)}
    </span>
  )
}

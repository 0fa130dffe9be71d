import { trans } from '../../../stores/session'
import { lazy, Suspense, useState } from 'react'
import type { Comment } from '../../../../shared/contracts/comments'
import { showHttpErrorToast } from '../../../stores/toasts'
import { isPendingComment, positionLabel, useDeleteComment } from '../api'
import { CommentForm } from './comment-form'
import { CommentVotes } from './comment-votes'

// The dialog (Headless UI's dialog and transitions, ~17 KB gzip) loads when a visitor reports a comment, not with
// the track page.
const ReportCommentDialog = lazy(() => import('./report-comment-dialog').then((m) => ({ default: m.ReportCommentDialog })))

interface Props {
  comment: Comment
  durationMs: number | null
  viewerId: number | undefined
  canPost: boolean
}

/** One comment (root or reply, indented by depth) with votes, reply, delete and report actions. */
export function CommentItem({ comment, durationMs, viewerId, canPost }: Props) {
  const [replying, setReplying] = useState(false)
  const [reporting, setReporting] = useState(false)
  const remove = useDeleteComment(comment.commentable_type, comment.commentable_id)
  const at = positionLabel(comment.position, durationMs)
  // Posted offline: it exists only in the offline queue, so it cannot be replied to or deleted yet.
  const pending = isPendingComment(comment)
  return (
    <li style={{ marginLeft: `${Math.min(comment.depth, 5) * 1.5}rem` }} className="py-3">
      <p className="text-xs text-muted">
        <span className="font-semibold text-fg">{comment.user?.name ?? trans('Deleted user')}</span>
        {at && <span> {at}</span>}
        <span> · {new Date(comment.created_at).toLocaleDateString()}</span>
        {pending && <span> {trans('· Waiting to be sent')}</span>}
      </p>
      <p className="mt-1 text-sm whitespace-pre-line">{comment.deleted ? <em className="text-muted">{trans('Comment deleted')}</em> : comment.content}</p>
      {!comment.deleted && !pending && (
        <div className="mt-1 flex items-center gap-3 text-xs">
          <CommentVotes comment={comment} />
          {canPost && <button type="button" className="text-muted hover:text-fg" onClick={() => setReplying((v) => !v)}>{trans('Reply')}</button>}
          {viewerId === comment.user_id && (
            <button type="button" className="text-muted hover:text-fg" onClick={() => remove.mutate(comment.id, { onError: (e) => showHttpErrorToast(e) })}>{trans('Delete')}</button>
          )}
          {viewerId !== comment.user_id && (
            <button type="button" className="text-muted hover:text-fg" onClick={() => setReporting(true)}>{trans('Report')}</button>
          )}
        </div>
      )}
      {reporting && (
        <Suspense fallback={null}>
          <ReportCommentDialog commentId={comment.id} onClose={() => setReporting(false)} />
        </Suspense>
      )}
      {replying && (
        <div className="mt-2">
          <CommentForm type={comment.commentable_type} id={comment.commentable_id} inReplyTo={comment.id} onDone={() => setReplying(false)} />
        </div>
      )}
    </li>
  )
}

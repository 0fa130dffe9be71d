import { useInfiniteQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { currentItem, playerState } from '../../../player'
import { can, sessionState, trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import type { CommentableType } from '../../../../shared/contracts/comments'
import { LoadMore } from '../../../ui'
import { commentsQuery } from '../api'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'

/** Track comments show with `player.track_comments` and comments.view; posting needs comments.create. */
export function CommentsSection({ type, id, durationMs }: { type: CommentableType; id: number; durationMs: number | null }) {
  const snap = useSnapshot(sessionState)
  const visible = settingEnabled('player.track_comments', snap.settings as Record<string, unknown>) && can('comments.view', snap)
  const query = useInfiniteQuery({ ...commentsQuery(type, id), enabled: visible })
  if (!visible) return null
  const canPost = snap.user !== null && can('comments.create', snap)
  const roots = query.data?.pages.flatMap((p) => p.pagination.data) ?? []
  const comments = roots.flatMap((c) => [c, ...(c.replies ?? [])])
  // A new comment is placed where this track is playing right now, if it is the current item.
  const position = () => {
    if (currentItem()?.id !== id || !playerState.duration) return undefined
    return Math.round((playerState.position / playerState.duration) * 100)
  }
  return (
    <section className="mt-10 max-w-3xl" aria-label={trans('Comments')}>
      <h2 className="mb-3 text-xl font-semibold">{trans('Comments')}</h2>
      {canPost && <CommentForm type={type} id={id} position={type === 'track' ? position : undefined} />}
      {!query.isPending && comments.length === 0 && <p className="mt-4 text-sm text-muted">{trans('No comments yet.')}</p>}
      <ul className="mt-2 divide-y divide-border/50">
        {comments.map((c) => <CommentItem key={c.id} comment={c} durationMs={durationMs} viewerId={snap.user?.id} canPost={canPost} />)}
      </ul>
      <LoadMore query={query} />
    </section>
  )
}

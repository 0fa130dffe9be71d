import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { CommentResponseSchema, CommentsStatusResponseSchema, type Comment, type CommentResponse, type VoteType } from '../../../shared/contracts/comments'
import { commentKeys } from './api'

// Response contracts, parsed in development and tests only (see api.ts).
const dev = import.meta.env.DEV ? { comment: CommentResponseSchema, status: CommentsStatusResponseSchema } : undefined

type CommentPages = InfiniteData<{ pagination: { data: Comment[] } }, number>

/** Copies the server's counts and the viewer's vote onto the comment wherever it sits in the thread. */
function withCounts(updated: Comment) {
  const apply = (c: Comment): Comment => ({
    ...(c.id === updated.id ? { ...c, upvotes: updated.upvotes, downvotes: updated.downvotes, viewer_vote: updated.viewer_vote } : c),
    ...(c.replies ? { replies: c.replies.map(apply) } : {}),
  })
  return (old: CommentPages | undefined): CommentPages | undefined =>
    old && { ...old, pages: old.pages.map((p) => ({ ...p, pagination: { ...p.pagination, data: p.pagination.data.map(apply) } })) }
}

/** Up- or downvotes a comment; the thread shows the server's new counts and the viewer's own vote. */
export function useVoteComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ comment, vote }: { comment: Comment; vote: VoteType }) =>
      http.post<CommentResponse>('vote', { body: { comment_id: comment.id, vote_type: vote }, schema: dev?.comment }),
    onSuccess: (result, { comment }) =>
      queryClient.setQueryData<CommentPages>(commentKeys.of(comment.commentable_type, comment.commentable_id), withCounts(result.comment)),
  })
}

/** Reports a comment to the moderators, with an optional reason. */
export function useReportComment() {
  return useMutation({
    mutationFn: ({ commentId, reason }: { commentId: number; reason: string }) =>
      http.post(`comment/${commentId}/report`, { body: { reason: reason.trim() || null }, schema: dev?.status }),
  })
}

import { infiniteQueryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { http } from '../../lib/http'
import {
  CommentResponseSchema, CommentsResponseSchema, CommentsStatusResponseSchema,
  type Comment, type CommentableType, type CreateCommentInput,
} from '../../../shared/contracts/comments'
import { COMMENTS_PER_PAGE } from '../../../shared/contract-values'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so in production
 * the contract modules and zod stay off this page's first screen.
 */
const dev = import.meta.env.DEV
  ? { comment: CommentResponseSchema, comments: CommentsResponseSchema, status: CommentsStatusResponseSchema }
  : undefined

export const commentKeys = {
  all: ['comments'] as const,
  of: (type: CommentableType, id: number) => [...commentKeys.all, type, id] as const,
}

type Page = { pagination: { next_page?: number | null } }

/** Root comments with their replies, 25 per page, newest first (music-catalog §2.10). */
export const commentsQuery = (type: CommentableType, id: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.of(type, id),
    initialPageParam: 1,
    getNextPageParam: (last: Page): number | undefined => last.pagination.next_page ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      http.get('commentable/comments', {
        params: { commentable_type: type, commentable_id: id, page: pageParam, perPage: COMMENTS_PER_PAGE },
        schema: dev?.comments,
        signal,
      }),
  })

type CommentPages = InfiniteData<{ pagination: { data: Comment[] } }, number>

/** A comment that waits in the offline queue: shown in the thread (as pending) until the replay. */
export const isPendingComment = (comment: Pick<Comment, 'id'>): boolean => comment.id < 0
let pendingCount = 0

function pendingComment(input: CreateCommentInput, parent: Comment | undefined): Comment {
  const user = sessionState.user
  const now = new Date().toISOString()
  // Negative and unique across reloads (the persisted cache keeps pending comments): never a server id.
  const id = -(Date.now() * 100 + (pendingCount++ % 100))
  return {
    id, content: input.content, parent_id: parent?.id ?? null, path: parent ? `${parent.path}/${id}` : String(id),
    depth: parent ? parent.depth + 1 : 0, user_id: user?.id ?? 0,
    user: user ? { id: user.id, name: user.name, image: user.image ?? null, model_type: 'user' } : null,
    commentable_id: input.commentable_id, commentable_type: input.commentable_type, deleted: false, upvotes: 0, downvotes: 0,
    position: input.position ?? 0, viewer_vote: null, created_at: now, updated_at: now, model_type: 'comment',
  }
}

/** Puts a queued comment into the loaded thread: on top, or after its parent's replies. */
function insertPending(old: CommentPages | undefined, input: CreateCommentInput): CommentPages | undefined {
  if (!old) return old
  const parentId = typeof input.inReplyTo === 'object' ? input.inReplyTo?.id : input.inReplyTo
  const pages = old.pages.map((page, i) => {
    const data = page.pagination.data.map((root) => {
      const parent = parentId ? [root, ...(root.replies ?? [])].find((c) => c.id === parentId) : undefined
      return parent ? { ...root, replies: [...(root.replies ?? []), pendingComment(input, parent)] } : root
    })
    return { ...page, pagination: { ...page.pagination, data: !parentId && i === 0 ? [pendingComment(input, undefined), ...data] : data } }
  })
  return { ...old, pages }
}

/**
 * Posts a comment, or keeps it in the offline queue (same Idempotency-Key for the attempt and every
 * replay); a queued comment shows in the thread at once and the form clears as after a success.
 */
export function usePostComment() {
  const queryClient = useQueryClient()
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: CreateCommentInput) =>
      runOrQueue((h) => http.post('comment', { body: input, schema: dev?.comment, headers: h }), {
        kind: 'post-comment', payload: input, method: 'POST', url: 'comment', body: input, userId: sessionState.user?.id ?? null,
        label: `Comment “${input.content.length > 40 ? `${input.content.slice(0, 40)}…` : input.content}”`,
      }),
    onSuccess: (result, input) => {
      const key = commentKeys.of(input.commentable_type, input.commentable_id)
      if (!result.queued) return queryClient.invalidateQueries({ queryKey: key })
      queryClient.setQueryData<CommentPages>(key, (old) => insertPending(old, input))
    },
  })
}

/** Deletes a comment; the thread shows it deleted at once (also while the change waits offline). */
export function useDeleteComment(type: CommentableType, id: number) {
  const queryClient = useQueryClient()
  const key = commentKeys.of(type, id)
  const markDeleted = (commentId: number) => (c: Comment): Comment => ({
    ...(c.id === commentId ? { ...c, deleted: true, content: '' } : c),
    ...(c.replies ? { replies: c.replies.map(markDeleted(commentId)) } : {}),
  })
  return useMutation({
    networkMode: 'always',
    mutationFn: (commentId: number) =>
      runOrQueue((h) => http.delete(`comment/${commentId}`, { schema: dev?.status, headers: h }), {
        kind: 'delete-comment', payload: { commentId }, method: 'DELETE', url: `comment/${commentId}`, label: 'Delete a comment',
        userId: sessionState.user?.id ?? null,
      }),
    onMutate: (commentId) => {
      const before = queryClient.getQueryData<CommentPages>(key)
      queryClient.setQueryData<CommentPages>(key, (old) => old && {
        ...old, pages: old.pages.map((p) => ({ ...p, pagination: { ...p.pagination, data: p.pagination.data.map(markDeleted(commentId)) } })),
      })
      return { before }
    },
    onError: (_error, _commentId, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (result) => (result.queued ? undefined : queryClient.invalidateQueries({ queryKey: key })),
  })
}

/** "at m:ss": the comment's position is a percent of the track (music-catalog §2.10). */
export function positionLabel(position: number, durationMs: number | null | undefined): string | null {
  if (!durationMs || position <= 0) return null
  const seconds = Math.floor(((position / 100) * durationMs) / 1000)
  return `at ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import {
  COMMENTS_PER_PAGE, CommentResponseSchema, CommentsResponseSchema, CommentsStatusResponseSchema,
  type CommentableType, type CreateCommentInput,
} from '../../../shared/contracts/comments'

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
        schema: CommentsResponseSchema,
        signal,
      }),
  })

export function usePostComment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateCommentInput) => http.post('comment', { body: input, schema: CommentResponseSchema }),
    onSuccess: (_d, input) => queryClient.invalidateQueries({ queryKey: commentKeys.of(input.commentable_type, input.commentable_id) }),
  })
}

export function useDeleteComment(type: CommentableType, id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (commentId: number) => http.delete(`comment/${commentId}`, { schema: CommentsStatusResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.of(type, id) }),
  })
}

/** "at m:ss": the comment's position is a percent of the track (music-catalog §2.10). */
export function positionLabel(position: number, durationMs: number | null | undefined): string | null {
  if (!durationMs || position <= 0) return null
  const seconds = Math.floor(((position / 100) * durationMs) / 1000)
  return `at ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

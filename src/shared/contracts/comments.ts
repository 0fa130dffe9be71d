import { z } from 'zod'
import { COMMENT_MAX, COMMENT_MIN, COMMENTS_PER_PAGE } from '../contract-values'
import { IdsParamsSchema, idSchema } from './ids'
import { paginationOf } from './pagination'
import { UserRefSchema } from './user-ref'

/** Comments on tracks and albums (music-catalog §2.10, §3.5). Content 3–1000, position 0–100 (percent). */

export { COMMENT_MAX, COMMENT_MIN, COMMENTS_PER_PAGE } from '../contract-values'

export const CommentableTypeSchema = z.enum(['track', 'album'])
export type CommentableType = z.infer<typeof CommentableTypeSchema>
const id = idSchema
export const VoteTypeSchema = z.enum(['upvote', 'downvote'])
export type VoteType = z.infer<typeof VoteTypeSchema>

export interface Comment {
  id: number
  /** Blank when the comment was deleted (the row stays so its replies keep their thread). */
  content: string
  parent_id: number | null
  path: string
  depth: number
  user_id: number
  user: z.infer<typeof UserRefSchema> | null
  commentable_id: number
  commentable_type: CommentableType
  deleted: boolean
  upvotes: number
  downvotes: number
  position: number
  /** The asking user's (or guest IP's) own vote on this comment; null when none. */
  viewer_vote: VoteType | null
  created_at: string
  updated_at: string
  model_type: 'comment'
  /** Root comments only: every descendant, in thread (path) order. */
  replies?: Comment[]
}

const CommentBase = z.object({
  id: z.number().int(),
  content: z.string(),
  parent_id: z.number().int().nullable(),
  path: z.string(),
  depth: z.number().int(),
  user_id: z.number().int(),
  user: UserRefSchema.nullable(),
  commentable_id: z.number().int(),
  commentable_type: CommentableTypeSchema,
  deleted: z.boolean(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  position: z.number().int(),
  viewer_vote: VoteTypeSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  model_type: z.literal('comment'),
})
export const CommentSchema: z.ZodType<Comment> = CommentBase.extend({
  get replies() {
    return z.array(CommentSchema).optional()
  },
})

export const CommentsQuerySchema = z.object({
  commentable_type: CommentableTypeSchema,
  commentable_id: id,
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(COMMENTS_PER_PAGE),
})
export type CommentsQuery = z.infer<typeof CommentsQuerySchema>
export const CommentsResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(CommentSchema) })

const content = z.string().trim().min(COMMENT_MIN).max(COMMENT_MAX)
export const CreateCommentInputSchema = z.object({
  commentable_type: CommentableTypeSchema,
  commentable_id: id,
  content,
  /** The comment replied to: its id or the comment object. */
  inReplyTo: z.union([id, z.object({ id }).loose()]).nullable().optional(),
  position: z.coerce.number().int().min(0).max(100).optional(),
})
export type CreateCommentInput = z.infer<typeof CreateCommentInputSchema>
export const UpdateCommentInputSchema = z.object({ content })

export const CommentParamsSchema = z.object({ id })
export const CommentIdsParamsSchema = IdsParamsSchema
export const RestoreCommentsInputSchema = z.object({ commentIds: z.array(id).min(1).max(100) })
export const VoteInputSchema = z.object({ comment_id: id, vote_type: VoteTypeSchema })
export const ReportCommentInputSchema = z.object({ reason: z.string().trim().max(1000).nullable().optional() })

export const CommentResponseSchema = z.object({ status: z.literal('success'), comment: CommentSchema })
export type CommentResponse = z.infer<typeof CommentResponseSchema>
export const CommentsStatusResponseSchema = z.object({ status: z.literal('success') })

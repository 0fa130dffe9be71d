import type { Comment, CommentsQuery, CreateCommentInput } from '../../../shared/contracts/comments'
import type { Pagination } from '../../../shared/contracts/pagination'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import { requireUserId, type MusicViewer } from '../library/index'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeUserRef } from '../catalogue/index'
import { commentReceivedReply, type NewNotification } from '../notifications/index'
import type { CommentRow, CommentsRepo, Voter } from './comments.repo'

export const COMMENT_REPLY_NOTIFICATION = 'CommentReceivedReply'

/** `notify`: deps.notifications.notify, which honours the parent author's channel choices. */
export function makeCommentsService({ repo, notify }: { repo: CommentsRepo; notify: (userIds: number[], notification: NewNotification) => Promise<void> }) {
  /** `voter`: whose own vote each comment carries (none on a comment just created). */
  async function serialize(rows: CommentRow[], voter: Voter | null): Promise<Comment[]> {
    const [userRows, votes] = await Promise.all([
      repo.usersByIds([...new Set(rows.map((r) => r.userId))]),
      voter ? repo.votesOf(rows.map((r) => r.id), voter) : new Map<number, never>(),
    ])
    const users = new Map(userRows.map((u) => [u.id, serializeUserRef(u)]))
    return rows.map((r) => ({
      id: r.id,
      // A deleted comment keeps its place in the thread but not its words (§2.10).
      content: r.deleted ? '' : r.content,
      parent_id: r.parentId,
      path: r.path,
      depth: r.path ? r.path.split('/').length - 1 : 0,
      user_id: r.userId,
      user: users.get(r.userId) ?? null,
      commentable_id: r.commentableId,
      commentable_type: r.commentableType as Comment['commentable_type'],
      deleted: r.deleted,
      upvotes: r.upvotes,
      downvotes: r.downvotes,
      position: r.position,
      viewer_vote: votes.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      model_type: 'comment' as const,
    }))
  }

  async function one(row: CommentRow, voter: Voter | null): Promise<Comment> {
    return (await serialize([row], voter))[0]!
  }

  /** Own comment, or the given moderator permission. */
  async function owned(id: number, viewer: MusicViewer, permission: string): Promise<CommentRow> {
    const userId = requireUserId(viewer)
    const row = await repo.findById(id)
    if (!row) throw notFound()
    if (row.userId !== userId && !viewer.can(permission)) throw forbidden()
    return row
  }

  return {
    /** Root comments (25 per page) each with all its replies in thread order, with the voter's own votes. */
    async list(q: CommentsQuery, voter: Voter): Promise<Pagination<Comment>> {
      const w = pageWindow(q, q.perPage)
      const page = toPagination(await repo.roots(q.commentable_type, q.commentable_id, w.offset, w.limit), w)
      const children = await repo.descendants(page.data.map((r) => r.path))
      const [roots, replies] = await Promise.all([serialize(page.data, voter), serialize(children, voter)])
      return {
        ...page,
        data: roots.map((root) => ({ ...root, replies: replies.filter((c) => c.path.startsWith(`${root.path}/`)) })),
      }
    },

    /** A reply stores the parent and path and notifies the parent's author (unless replying to oneself). */
    async create(viewer: MusicViewer, input: CreateCommentInput): Promise<Comment> {
      const userId = requireUserId(viewer)
      const commentable = await repo.commentable(input.commentable_type, input.commentable_id)
      if (!commentable) throw validationError({ commentable_id: 'The selected commentable id is invalid.' })
      const parentId = input.inReplyTo == null ? null : typeof input.inReplyTo === 'number' ? input.inReplyTo : input.inReplyTo.id
      const parent = parentId === null ? null : await repo.findById(parentId)
      if (parentId !== null && (!parent || parent.commentableType !== input.commentable_type || parent.commentableId !== input.commentable_id)) {
        throw validationError({ inReplyTo: 'The comment you are replying to does not exist.' })
      }
      const row = await repo.create({
        userId,
        commentableType: input.commentable_type,
        commentableId: input.commentable_id,
        content: input.content,
        position: input.position ?? 0,
        parent,
      })
      const comment = await one(row, null)
      if (parent && parent.userId !== userId) {
        await notify(
          [parent.userId],
          commentReceivedReply({
            author: { name: comment.user?.name ?? 'Someone', image: comment.user?.image ?? null },
            content: input.content,
            commentable: { type: input.commentable_type, id: commentable.id, name: commentable.name },
          }),
        )
      }
      return comment
    },

    async update(id: number, viewer: MusicViewer, content: string, ip: string): Promise<Comment> {
      const row = await owned(id, viewer, 'comments.update')
      if (row.deleted) throw notFound()
      return one(await repo.update(id, { content }), { userId: viewer.userId, ip })
    },

    /** Soft delete (§2.10): the row and its replies stay. */
    async remove(ids: number[], viewer: MusicViewer): Promise<void> {
      for (const id of ids) await owned(id, viewer, 'comments.delete')
      await repo.setDeleted(ids, true)
    },

    async restore(ids: number[], viewer: MusicViewer): Promise<void> {
      for (const id of ids) await owned(id, viewer, 'comments.delete')
      await repo.setDeleted(ids, false)
    },

    async vote(viewer: MusicViewer, commentId: number, voteType: 'upvote' | 'downvote', ip: string): Promise<Comment> {
      const row = await repo.findById(commentId)
      if (!row || row.deleted) throw notFound()
      return one(await repo.vote(commentId, voteType, viewer.userId, ip), { userId: viewer.userId, ip })
    },

    async report(viewer: MusicViewer, commentId: number, ip: string, reason: string | null): Promise<void> {
      if (!(await repo.findById(commentId))) throw notFound()
      await repo.report(commentId, viewer.userId, ip, reason)
    },
  }
}

export type CommentsService = ReturnType<typeof makeCommentsService>

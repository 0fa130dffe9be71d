import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, commentReports, comments, commentVotes, tracks } from '../../db/schema/index'
import type { CommentableType } from '../../../shared/contracts/comments'
import { makeUserRefsRepo } from '../catalogue/index'

export type CommentRow = typeof comments.$inferSelect
type VoteType = 'upvote' | 'downvote'

/** Who votes: a signed-in user, or a guest told apart by IP (one vote per user and per IP, §2.10). */
export interface Voter {
  userId: number | null
  ip: string
}

/** Materialised path segment: the id in base 36 (§2.10). */
export const pathSegment = (id: number) => id.toString(36)

export function makeCommentsRepo(db: Db) {
  const userRefs = makeUserRefsRepo(db)
  return {
    async commentable(type: CommentableType, id: number): Promise<{ id: number; name: string } | null> {
      const table = type === 'track' ? tracks : albums
      const [row] = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.id, id)).limit(1)
      return row ?? null
    },

    async findById(id: number): Promise<CommentRow | null> {
      const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1)
      return row ?? null
    },

    async findByIds(ids: number[]): Promise<CommentRow[]> {
      if (ids.length === 0) return []
      return db.select().from(comments).where(inArray(comments.id, ids))
    },

    /** Root comments: newest first, then by vote score (§2.10), via comments_commentable_idx. */
    async roots(type: CommentableType, id: number, offset: number, limit: number): Promise<CommentRow[]> {
      return db
        .select()
        .from(comments)
        .where(and(eq(comments.commentableType, type), eq(comments.commentableId, id), isNull(comments.parentId)))
        .orderBy(desc(comments.createdAt), sql`${comments.upvotes} - ${comments.downvotes} desc`, desc(comments.id))
        .offset(offset)
        .limit(limit)
    },

    /** Every descendant of the given root paths, in path (thread) order. */
    async descendants(rootPaths: string[]): Promise<CommentRow[]> {
      if (rootPaths.length === 0) return []
      return db
        .select()
        .from(comments)
        .where(or(...rootPaths.map((p) => sql`${comments.path} like ${`${p}/%`}`)))
        .orderBy(asc(comments.path))
    },

    /** Inserts then stores the path (parent path + own id), in one transaction. */
    async create(values: { userId: number; commentableType: CommentableType; commentableId: number; content: string; position: number; parent: CommentRow | null }): Promise<CommentRow> {
      const { parent, ...rest } = values
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(comments).values({ ...rest, parentId: parent?.id ?? null }).returning()
        const path = parent ? `${parent.path}/${pathSegment(row!.id)}` : pathSegment(row!.id)
        const [saved] = await tx.update(comments).set({ path }).where(eq(comments.id, row!.id)).returning()
        return saved!
      })
    },

    async update(id: number, values: Partial<Pick<CommentRow, 'content' | 'deleted'>>): Promise<CommentRow> {
      const [row] = await db.update(comments).set({ ...values, updatedAt: new Date() }).where(eq(comments.id, id)).returning()
      return row!
    },

    async setDeleted(ids: number[], deleted: boolean): Promise<void> {
      if (ids.length) await db.update(comments).set({ deleted, updatedAt: new Date() }).where(inArray(comments.id, ids))
    },

    /** One query for every module's user references (modules/catalogue). */
    usersByIds: userRefs.usersByIds,

    /**
     * One vote per user (or per IP for guests): a repeated vote of the same type changes nothing, a
     * different type switches the vote; the counters move in the same transaction.
     */
    async vote(commentId: number, voteType: VoteType, userId: number | null, ip: string): Promise<CommentRow> {
      return db.transaction(async (tx) => {
        const mine = userId !== null ? eq(commentVotes.userId, userId) : and(isNull(commentVotes.userId), eq(commentVotes.userIp, ip))
        const [existing] = await tx.select().from(commentVotes).where(and(eq(commentVotes.commentId, commentId), mine)).limit(1)
        const column = (t: string) => (t === 'upvote' ? comments.upvotes : comments.downvotes)
        if (existing?.voteType === voteType) return (await tx.select().from(comments).where(eq(comments.id, commentId)))[0]!
        if (existing) {
          await tx.update(commentVotes).set({ voteType }).where(eq(commentVotes.id, existing.id))
          const old = column(existing.voteType)
          await tx.update(comments).set({ [existing.voteType === 'upvote' ? 'upvotes' : 'downvotes']: sql`greatest(${old} - 1, 0)` }).where(eq(comments.id, commentId))
        } else {
          await tx.insert(commentVotes).values({ commentId, voteType, userId, userIp: userId === null ? ip : null })
        }
        const col = column(voteType)
        const [row] = await tx
          .update(comments)
          .set({ [voteType === 'upvote' ? 'upvotes' : 'downvotes']: sql`${col} + 1` })
          .where(eq(comments.id, commentId))
          .returning()
        return row!
      })
    },

    /** The voter's own vote on each of the given comments (absent when none). */
    async votesOf(commentIds: number[], voter: Voter): Promise<Map<number, VoteType>> {
      if (commentIds.length === 0) return new Map()
      const mine = voter.userId !== null ? eq(commentVotes.userId, voter.userId) : and(isNull(commentVotes.userId), eq(commentVotes.userIp, voter.ip))
      const rows = await db
        .select({ commentId: commentVotes.commentId, voteType: commentVotes.voteType })
        .from(commentVotes)
        .where(and(inArray(commentVotes.commentId, commentIds), mine))
      return new Map(rows.map((r) => [r.commentId, r.voteType as VoteType]))
    },

    /** A user (or guest IP) reports a comment once; repeats are no-ops. */
    async report(commentId: number, userId: number | null, ip: string, reason: string | null): Promise<void> {
      const who = userId !== null ? eq(commentReports.userId, userId) : and(isNull(commentReports.userId), eq(commentReports.userIp, ip))
      const [existing] = await db.select({ id: commentReports.id }).from(commentReports).where(and(eq(commentReports.commentId, commentId), who)).limit(1)
      if (!existing) await db.insert(commentReports).values({ commentId, userId, userIp: ip, reason })
    },
  }
}

export type CommentsRepo = ReturnType<typeof makeCommentsRepo>

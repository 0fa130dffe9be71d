import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commentReports, comments, commentVotes, notifications } from '../../../src/server/db/schema/index'
import { CommentResponseSchema, CommentsResponseSchema } from '../../../src/shared/contracts/comments'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newArtist, newTrack } from '../../helpers/factories'
import { actingUser, seedMusicRoles, type ActingUser } from '../../helpers/your-music-factories'

describe('comments', () => {
  let t: TestApp
  let alice: ActingUser
  let bob: ActingUser
  let mod: ActingUser
  let trackId: number
  let rootId: number
  let replyId: number

  beforeAll(async () => {
    t = await buildTestApp()
    const roles = await seedMusicRoles(t.db)
    alice = await actingUser(t.db, roles.users.id, 'Alice')
    bob = await actingUser(t.db, roles.users.id, 'Bob')
    mod = await actingUser(t.db, roles.moderators.id)
    trackId = (await newTrack(t.db, [(await newArtist(t.db)).id], { name: 'Song Two' })).id
  })
  afterAll(async () => {
    await t.close()
  })

  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: ActingUser, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload } : {}) })
  const post = (who: ActingUser | undefined, body: Record<string, unknown>) =>
    req('POST', 'comment', who, { commentable_type: 'track', commentable_id: trackId, ...body })

  it('creates a root comment with a base-36 path and position', async () => {
    const res = await post(alice, { content: 'Love the bridge', position: 42 })
    expect(res.statusCode).toBe(200)
    const { comment } = CommentResponseSchema.parse(res.json())
    expect(comment).toMatchObject({ content: 'Love the bridge', position: 42, depth: 0, parent_id: null, user: { name: 'Alice Test' } })
    rootId = comment.id
    const [row] = await t.db.select().from(comments).where(eq(comments.id, rootId))
    expect(row!.path).toBe(rootId.toString(36))
  })

  it('enforces content length, position range, login and the commentable', async () => {
    expect((await post(alice, { content: 'ab' })).statusCode).toBe(422)
    expect((await post(alice, { content: 'x'.repeat(1001) })).statusCode).toBe(422)
    expect((await post(alice, { content: 'x'.repeat(1000) })).statusCode).toBe(200)
    expect((await post(alice, { content: 'fine text', position: 101 })).statusCode).toBe(422)
    expect((await post(undefined, { content: 'guest text' })).statusCode).toBe(401)
    expect((await req('POST', 'comment', alice, { commentable_type: 'album', commentable_id: 999999, content: 'nope nope' })).statusCode).toBe(422)
  })

  it("replies under the parent's path and notifies the parent's author", async () => {
    const res = await post(bob, { content: 'Agreed!', inReplyTo: rootId })
    expect(res.statusCode).toBe(200)
    const { comment } = CommentResponseSchema.parse(res.json())
    replyId = comment.id
    expect(comment).toMatchObject({ parent_id: rootId, depth: 1, path: `${rootId.toString(36)}/${replyId.toString(36)}` })
    const notes = await t.db.select().from(notifications).where(eq(notifications.notifiableId, alice.id))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ type: 'CommentReceivedReply', notifiableType: 'user' })
    expect(JSON.stringify(notes[0]!.data)).toContain('<b>Bob Test</b> replied to your comment')
    expect((await post(bob, { content: 'Orphan reply', inReplyTo: 999999 })).statusCode).toBe(422)
  })

  it('lists root comments newest first with their replies', async () => {
    const res = await req('GET', `commentable/comments?commentable_type=track&commentable_id=${trackId}`)
    expect(res.statusCode).toBe(200)
    const page = CommentsResponseSchema.parse(res.json()).pagination
    expect(page.per_page).toBe(25)
    expect(page.data.map((c) => c.id)).toHaveLength(2)
    const root = page.data.find((c) => c.id === rootId)!
    expect(root.replies!.map((c) => c.id)).toEqual([replyId])
  })

  it('lets only the author or a moderator edit; soft deletes blank the content; restore brings it back', async () => {
    expect((await req('PUT', `comment/${rootId}`, bob, { content: 'hijack' })).statusCode).toBe(403)
    const edited = await req('PUT', `comment/${rootId}`, alice, { content: 'Love the bridge!!' })
    expect(CommentResponseSchema.parse(edited.json()).comment.content).toBe('Love the bridge!!')
    expect((await req('DELETE', `comment/${rootId}`, bob)).statusCode).toBe(403)
    expect((await req('DELETE', `comment/${rootId}`, alice)).statusCode).toBe(200)
    const [row] = await t.db.select().from(comments).where(eq(comments.id, rootId))
    expect(row).toMatchObject({ deleted: true, content: 'Love the bridge!!' })
    const page = CommentsResponseSchema.parse((await req('GET', `commentable/comments?commentable_type=track&commentable_id=${trackId}`)).json()).pagination
    expect(page.data.find((c) => c.id === rootId)).toMatchObject({ deleted: true, content: '' })
    expect((await req('POST', 'comment/restore', mod, { commentIds: [rootId] })).statusCode).toBe(200)
    const [restored] = await t.db.select().from(comments).where(eq(comments.id, rootId))
    expect(restored!.deleted).toBe(false)
  })

  it('counts one vote per user (switching allowed) and one report per user', async () => {
    const up = await req('POST', 'vote', bob, { comment_id: rootId, vote_type: 'upvote' })
    expect(CommentResponseSchema.parse(up.json()).comment).toMatchObject({ upvotes: 1, downvotes: 0 })
    await req('POST', 'vote', bob, { comment_id: rootId, vote_type: 'upvote' })
    const down = await req('POST', 'vote', bob, { comment_id: rootId, vote_type: 'downvote' })
    expect(CommentResponseSchema.parse(down.json()).comment).toMatchObject({ upvotes: 0, downvotes: 1 })
    await req('POST', 'vote', undefined, { comment_id: rootId, vote_type: 'upvote' })
    await req('POST', 'vote', undefined, { comment_id: rootId, vote_type: 'upvote' })
    const [row] = await t.db.select().from(comments).where(eq(comments.id, rootId))
    expect(row).toMatchObject({ upvotes: 1, downvotes: 1 })
    expect(await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, rootId))).toHaveLength(2)

    expect((await req('POST', `comment/${rootId}/report`, bob, { reason: 'spam' })).statusCode).toBe(200)
    expect((await req('POST', `comment/${rootId}/report`, bob, { reason: 'spam' })).statusCode).toBe(200)
    expect(await t.db.select().from(commentReports).where(eq(commentReports.commentId, rootId))).toHaveLength(1)
  })

  it("shows each viewer their own vote, on the list and on the vote's answer (user, or guest by IP)", async () => {
    const list = async (who?: ActingUser) =>
      CommentsResponseSchema.parse((await req('GET', `commentable/comments?commentable_type=track&commentable_id=${trackId}`, who)).json()).pagination.data
    expect((await list(bob)).find((c) => c.id === rootId)).toMatchObject({ upvotes: 1, downvotes: 1, viewer_vote: 'downvote' })
    expect((await list(undefined)).find((c) => c.id === rootId)!.viewer_vote).toBe('upvote')
    expect((await list(alice)).find((c) => c.id === rootId)!.viewer_vote).toBeNull()

    const up = await req('POST', 'vote', alice, { comment_id: replyId, vote_type: 'upvote' })
    expect(CommentResponseSchema.parse(up.json()).comment).toMatchObject({ id: replyId, upvotes: 1, viewer_vote: 'upvote' })
    const root = (await list(alice)).find((c) => c.id === rootId)!
    expect(root.replies!.find((c) => c.id === replyId)!.viewer_vote).toBe('upvote')
    expect((await list(bob)).find((c) => c.id === rootId)!.replies!.find((c) => c.id === replyId)!.viewer_vote).toBeNull()
    const [vote] = await t.db.select().from(commentVotes).where(eq(commentVotes.commentId, replyId))
    expect(vote).toMatchObject({ userId: alice.id, voteType: 'upvote' })
  })
})

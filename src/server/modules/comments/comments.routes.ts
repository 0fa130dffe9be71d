import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CommentIdsParamsSchema,
  CommentParamsSchema,
  CommentResponseSchema,
  CommentsQuerySchema,
  CommentsResponseSchema,
  CommentsStatusResponseSchema,
  CreateCommentInputSchema,
  ReportCommentInputSchema,
  RestoreCommentsInputSchema,
  UpdateCommentInputSchema,
  VoteInputSchema,
} from '../../../shared/contracts/comments'
import { requireLogin, requirePermission } from '../permissions/index'
import type { CommentsService } from './comments.service'

const ok = 'success' as const

export const commentsRoutes: FastifyPluginAsyncZod<{ service: CommentsService }> = async (app, { service }) => {
  const view = requirePermission('comments.view')

  app.get('/commentable/comments', { preHandler: view, schema: { querystring: CommentsQuerySchema, response: { 200: CommentsResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await service.list(req.query, { userId: req.viewer.userId, ip: req.ip }),
  }))

  app.post('/comment', { preHandler: requirePermission('comments.create'), schema: { body: CreateCommentInputSchema, response: { 200: CommentResponseSchema } } }, async (req) => ({
    status: ok,
    comment: await service.create(req.viewer, req.body),
  }))

  app.put('/comment/:id', { preHandler: requireLogin, schema: { params: CommentParamsSchema, body: UpdateCommentInputSchema, response: { 200: CommentResponseSchema } } }, async (req) => ({
    status: ok,
    comment: await service.update(req.params.id, req.viewer, req.body.content, req.ip),
  }))

  app.delete('/comment/:ids', { preHandler: requireLogin, schema: { params: CommentIdsParamsSchema, response: { 200: CommentsStatusResponseSchema } } }, async (req) => {
    await service.remove(req.params.ids, req.viewer)
    return { status: ok }
  })

  app.post('/comment/restore', { preHandler: requireLogin, schema: { body: RestoreCommentsInputSchema, response: { 200: CommentsStatusResponseSchema } } }, async (req) => {
    await service.restore(req.body.commentIds, req.viewer)
    return { status: ok }
  })

  // Guests may vote and report too; they are told apart by IP (one vote per user and per IP, §2.10).
  app.post('/vote', { preHandler: view, schema: { body: VoteInputSchema, response: { 200: CommentResponseSchema } } }, async (req) => ({
    status: ok,
    comment: await service.vote(req.viewer, req.body.comment_id, req.body.vote_type, req.ip),
  }))

  app.post('/comment/:id/report', { preHandler: view, schema: { params: CommentParamsSchema, body: ReportCommentInputSchema, response: { 200: CommentsStatusResponseSchema } } }, async (req) => {
    await service.report(req.viewer, req.params.id, req.ip, req.body.reason ?? null)
    return { status: ok }
  })
}

import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeCommentsRepo } from './comments.repo'
import { commentsRoutes } from './comments.routes'
import { makeCommentsService } from './comments.service'

export { makeCommentsRepo, pathSegment, type CommentsRepo } from './comments.repo'
export { makeCommentsService, COMMENT_REPLY_NOTIFICATION, type CommentsService } from './comments.service'

/** Comments on tracks and albums: threads, votes, reports, soft delete (music-catalog §2.10, §3.5). */
export const commentsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, notifications }) => {
  await app.register(commentsRoutes, { service: makeCommentsService({ repo: makeCommentsRepo(db), notify: notifications.notify }) })
}

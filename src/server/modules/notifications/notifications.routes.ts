import type { FastifyRequest } from 'fastify'
import { NoBodySchema } from '../../../shared/contracts/no-body'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MarkAsReadInputSchema,
  NotificationIdsParamsSchema,
  NotificationListQuerySchema,
  NotificationListResponseSchema,
  NotificationSubscriptionsResponseSchema,
  UnreadCountResponseSchema,
  UpdateNotificationSubscriptionsInputSchema,
} from '../../../shared/contracts/notifications'
import { requireLogin } from '../permissions/index'
import type { InboxService } from './inbox.service'

const ok = 'success' as const
/** requireLogin runs first on every route here, so the viewer is a user. */
const me = (req: FastifyRequest) => req.viewer.userId as number

/** The user's own notifications and channel choices (platform-core §7, music-catalog §3.12). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ inbox: InboxService }> = async (app, { inbox }) => {
  app.addHook('preValidation', requireLogin)
  const count = { response: { 200: UnreadCountResponseSchema } }

  app.get('/notifications', { schema: { querystring: NotificationListQuerySchema, response: { 200: NotificationListResponseSchema } } }, async (req) => ({
    status: ok,
    pagination: await inbox.list(me(req), req.query.page),
  }))

  app.post('/notifications/mark-as-read', { schema: { body: MarkAsReadInputSchema, ...count } }, async (req) => ({
    status: ok,
    unreadCount: await inbox.markAsRead(me(req), req.body.ids),
  }))

  app.post('/notifications/mark-all-as-read', { schema: { ...count, body: NoBodySchema } }, async (req) => ({ status: ok, unreadCount: await inbox.markAllAsRead(me(req)) }))

  app.delete('/notifications/:ids', { schema: { params: NotificationIdsParamsSchema, ...count } }, async (req) => ({
    status: ok,
    unreadCount: await inbox.remove(me(req), req.params.ids),
  }))

  const subscriptions = { response: { 200: NotificationSubscriptionsResponseSchema } }
  app.get('/notifications/me/subscriptions', { schema: subscriptions }, async (req) => ({ status: ok, ...(await inbox.subscriptions(me(req))) }))
  app.put('/notifications/me/subscriptions', { schema: { body: UpdateNotificationSubscriptionsInputSchema, ...subscriptions } }, async (req) => ({
    status: ok,
    ...(await inbox.updateSubscriptions(me(req), req.body)),
  }))
}

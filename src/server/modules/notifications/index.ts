/**
 * Notifications (platform-core §2, §3, §4, §7; music-catalog §2.17, §3.12): in-app, e-mail and browser
 * push. Other modules notify users through the shared service `deps.notifications` (NotificationsService),
 * with a notification built by one of the type builders below; every call honours each user's
 * channel choices. Wire shapes: src/shared/contracts/notifications.ts.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeSettingsRepo } from '../settings/index'
import { makeInboxService } from './inbox.service'
import { makeLiveHub, publishLive } from './live-hub'
import { liveRoutes } from './live.routes'
import { makeNotificationsRepo } from './notifications.repo'
import { notificationsRoutes } from './notifications.routes'
import { parsePushHosts } from './push-endpoints'
import { makePushSubscriptionsService } from './push-subscriptions.service'
import { makePushRepo } from './push.repo'
import { ensureVapidKeys } from './vapid'

export { makeNotificationsService, type NotificationsWiring } from './wiring'
export type { NotificationsService, WorkspaceInviteNotice } from './notifier.service'
export { artistUploadedMedia, backstageRequestWasHandled, commentReceivedReply, workspaceInvite, type NewNotification } from './notification-types'

/** The notification routes, the live stream and push subscriptions; VAPID keys are made here on first start. */
export const notificationsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, env, pubsub, settings }) => {
  const repo = makeNotificationsRepo(db)
  const pushRepo = makePushRepo(db)
  await ensureVapidKeys({ settings: makeSettingsRepo(db), read: pushRepo.vapidKeys })
  const hub = makeLiveHub({ pubsub, unreadCounts: repo.unreadCounts, log: (msg, err) => app.log.error({ err }, msg) })
  await hub.start()
  app.addHook('onClose', async () => hub.stop())
  const inbox = makeInboxService({ repo, clock, announceCount: async (userId, unreadCount) => void (await publishLive(pubsub, { kind: 'count', userId, unreadCount })) })
  await app.register(notificationsRoutes, { inbox })
  const push = makePushSubscriptionsService({ repo: pushRepo, allowedHosts: parsePushHosts(env.PUSH_ENDPOINT_HOSTS) })
  await app.register(liveRoutes, {
    hub,
    unreadCount: repo.unreadCount,
    push,
    realtimeOn: async () => (await settings.get('realtime.enable')) === true,
    onSettingsChange: settings.onChange,
  })
}

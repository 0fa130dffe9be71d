/**
 * Notifications (platform-core §2, §3, §4, §7; music-catalog §2.17, §3.12): in-app, e-mail and browser
 * push. Other modules notify users through the shared service `deps.notifications` (NotificationsService),
 * with a notification built by one of the type builders below; every call honours each user's
 * channel choices. Wire shapes: src/shared/contracts/notifications.ts.
 */
export { makeNotificationsService, type NotificationsWiring } from './wiring'
export type { NotificationsService, WorkspaceInviteNotice, JobsPort } from './notifier.service'
export type { PubSubPort } from './live-hub'
export { artistUploadedMedia, backstageRequestWasHandled, commentReceivedReply, workspaceInvite, type NewNotification } from './notification-types'
export { inProcessJobs, inProcessPubSub } from './in-process-ports'

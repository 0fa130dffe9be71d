// The shapes of the shared contract, under the names this feature uses. Types only: the contract module's
// zod schemas stay out of the first screen (api.ts passes them to http in development only).
export type {
  Notification as NotificationItem,
  NotificationAction,
  NotificationLine,
  NotificationData,
  NotificationListResponse as NotificationsPage,
  UnreadCountResponse as MarkAsReadResponse,
  NotificationSubscriptionsResponse,
  LiveNotificationEvent,
} from '../../../shared/contracts/notifications'

export interface NotificationSelection {
  notif_id: string
  channels: Record<string, boolean>
}

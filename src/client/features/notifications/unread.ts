import { sessionState } from '../../stores/session'

/** The viewer's unread count lives on the session user (platform-core §3 `unread_notifications_count`). */
export function setUnreadCount(count: number): void {
  if (sessionState.user && sessionState.user.unread_notifications_count !== count) {
    sessionState.user.unread_notifications_count = Math.max(0, count)
  }
}

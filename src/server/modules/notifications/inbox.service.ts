import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SUBSCRIPTION_GROUPS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PER_PAGE,
  NotificationDataSchema,
  type Notification,
  type NotificationSubscriptionsResponse,
  type NotificationType,
  type UpdateNotificationSubscriptionsInput,
} from '../../../shared/contracts/notifications'
import type { Pagination } from '../../../shared/contracts/pagination'
import { notFound } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { effectiveChannels } from './channels'
import type { NotificationRow, NotificationsRepo } from './notifications.repo'

const KNOWN_TYPES = new Set<string>(NOTIFICATION_TYPES)

function serialize(row: NotificationRow): Notification {
  const { inviteId, ...rest } = row.data as { inviteId?: unknown }
  // Rows written before a field existed still parse: missing parts fall back to empty ones.
  const data = NotificationDataSchema.catch({ image: null, lines: [], mainAction: null, buttonActions: [] }).parse(rest)
  return {
    id: row.id,
    type: row.type as NotificationType,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    data,
    ...(typeof inviteId === 'string' ? { inviteId } : {}),
  }
}

/**
 * A user's own notifications and channel choices. Every id the caller names must be theirs: one that
 * is not (another user's, or gone) answers 404 and nothing changes, so a request can never tell
 * another user's notification from a missing one. Changes to the unread count go out live.
 */
export function makeInboxService({ repo, clock, announceCount }: { repo: NotificationsRepo; clock: () => Date; announceCount: (userId: number, unreadCount: number) => Promise<void> }) {
  async function assertOwned(userId: number, ids: string[]) {
    const owned = await repo.ownedIds(userId, ids)
    if (owned.length !== ids.length) throw notFound('Notification not found.')
  }
  async function countChanged(userId: number): Promise<number> {
    const unreadCount = await repo.unreadCount(userId)
    await announceCount(userId, unreadCount)
    return unreadCount
  }

  return {
    async list(userId: number, page: number): Promise<Pagination<Notification>> {
      const w = pageWindow({ page }, NOTIFICATIONS_PER_PAGE)
      const rows = await repo.list(userId, w.offset, w.limit)
      return toPagination(rows.filter((r) => KNOWN_TYPES.has(r.type)).map(serialize), w)
    },

    async markAsRead(userId: number, ids: string[]): Promise<number> {
      await assertOwned(userId, ids)
      await repo.markRead(userId, ids, clock())
      return countChanged(userId)
    },

    async markAllAsRead(userId: number): Promise<number> {
      await repo.markRead(userId, 'all', clock())
      return countChanged(userId)
    },

    async remove(userId: number, ids: string[]): Promise<number> {
      await assertOwned(userId, ids)
      await repo.remove(userId, ids)
      return countChanged(userId)
    },

    async subscriptions(userId: number): Promise<Omit<NotificationSubscriptionsResponse, 'status'>> {
      const saved = new Map((await repo.selections(userId)).map((s) => [s.notifId, s.channels]))
      return {
        available_channels: [...NOTIFICATION_CHANNELS],
        subscriptions: NOTIFICATION_SUBSCRIPTION_GROUPS,
        user_selections: NOTIFICATION_TYPES.map((type) => ({ notif_id: type, channels: effectiveChannels(type, saved.get(type)) })),
      }
    },

    /** A partial channels map keeps the channels it leaves out as they were. */
    async updateSubscriptions(userId: number, input: UpdateNotificationSubscriptionsInput) {
      const saved = new Map((await repo.selections(userId)).map((s) => [s.notifId, s.channels]))
      await repo.saveSelections(
        userId,
        input.selections.map((s) => ({ notifId: s.notif_id, channels: { ...effectiveChannels(s.notif_id, saved.get(s.notif_id)), ...s.channels } })),
      )
      return this.subscriptions(userId)
    },
  }
}

export type InboxService = ReturnType<typeof makeInboxService>

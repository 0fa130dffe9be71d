import type { NotificationItem } from '../../../../src/client/features/notifications'
import { applyBootstrapData } from '../../../../src/client/stores/session'
import { NotificationListResponseSchema, UnreadCountResponseSchema } from '../../../../src/shared/contracts/notifications'
import { reply, type Answer } from '../../../helpers/fake-api'
import { makeBootstrap, makeUser } from '../../../helpers/session-fixtures'

export const NOTIFICATION_SETTINGS = {
  notifications: { integrated: true, vapid_public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' },
  notif: { subs: { integrated: true } },
  realtime: { enable: true },
}

/** Signs in a user with `unread` unread notifications and notifications integrated. */
export function signIn(unread = 0): void {
  applyBootstrapData(makeBootstrap({ user: makeUser({ unread_notifications_count: unread }) }, NOTIFICATION_SETTINGS))
}

/** A uuid made from a number, as the contract's ids are uuids. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
}

export function makeNotification(overrides: Partial<Omit<NotificationItem, 'data'>> & { data?: Partial<NotificationItem['data']> } = {}): NotificationItem {
  const { data, ...rest } = overrides
  return {
    id: uuid(1),
    type: 'ArtistUploadedMedia',
    read_at: null,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...rest,
    data: {
      image: '/storage/artist.jpg',
      mainAction: { label: 'Listen', action: '/track/4/new-song' },
      buttonActions: [],
      lines: [
        { content: '<b>Ann Artist</b> uploaded a new track', type: 'primary' },
        { content: 'New Song', icon: 'note', type: 'other' },
      ],
      ...data,
    },
  }
}

/** One page of the list, checked against the shared contract. */
export function page(data: NotificationItem[], current = 1, next: number | null = null): Answer {
  return reply(NotificationListResponseSchema, {
    status: 'success',
    pagination: { data, current_page: current, per_page: 30, from: (current - 1) * 30 + 1, to: (current - 1) * 30 + data.length, next_page: next, prev_page: current > 1 ? current - 1 : null },
  })
}

export const unreadAnswer = (unreadCount: number): Answer => reply(UnreadCountResponseSchema, { status: 'success', unreadCount })

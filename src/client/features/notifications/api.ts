import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  NOTIFICATION_PATHS,
  NotificationListResponseSchema,
  NotificationSubscriptionsResponseSchema,
  UnreadCountResponseSchema,
  type UpdateNotificationSubscriptionsInput,
} from '../../../shared/contracts/notifications'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import { notificationKeys } from './keys'
import { setUnreadCount } from './unread'
import type { MarkAsReadResponse, NotificationSelection, NotificationSubscriptionsResponse, NotificationsPage } from './types'

export { NOTIFICATIONS_PER_PAGE } from '../../../shared/contracts/notifications'
const dev = import.meta.env.DEV

/** The viewer's notifications, newest first, 30 per page (music-catalog §3.12). */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      http.get<NotificationsPage>(NOTIFICATION_PATHS.list, { params: { page: pageParam.page }, schema: dev ? NotificationListResponseSchema : undefined, signal }),
  })

export const notificationSubscriptionsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.subscriptions(),
    queryFn: ({ signal }) =>
      http.get<NotificationSubscriptionsResponse>(NOTIFICATION_PATHS.subscriptions, { schema: dev ? NotificationSubscriptionsResponseSchema : undefined, signal }),
  })

/**
 * Marks some (`ids`) or all notifications read. Mark-all is the spec's mutation flagged `markAllAsUnread`
 * (platform-core §7); its path is the contract's.
 */
export type MarkAsReadInput = { ids: string[] } | { markAllAsUnread: true }

function markAsRead(input: MarkAsReadInput): Promise<MarkAsReadResponse> {
  const schema = dev ? UnreadCountResponseSchema : undefined
  return 'ids' in input
    ? http.post<MarkAsReadResponse>(NOTIFICATION_PATHS.markAsRead, { body: { ids: input.ids }, schema })
    : http.post<MarkAsReadResponse>(NOTIFICATION_PATHS.markAllAsRead, { schema })
}

/**
 * platform-core §4: after marking, the unread count is refreshed from the answer (0 included) and the
 * lists refetched so dots disappear.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAsRead,
    onSuccess: (answer) => {
      setUnreadCount(answer.unreadCount)
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
    },
  })
}

export function useUpdateSubscriptions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (selections: NotificationSelection[]) =>
      http.put<NotificationSubscriptionsResponse>(NOTIFICATION_PATHS.subscriptions, {
        body: { selections } as UpdateNotificationSubscriptionsInput,
        schema: dev ? NotificationSubscriptionsResponseSchema : undefined,
      }),
    // The answer is the saved state (the contract answers PUT like GET): cached as is, so the persisted
    // cache a reload starts from already has it.
    onSuccess: (answer) => {
      if (answer?.available_channels) queryClient.setQueryData(notificationKeys.subscriptions(), answer)
    },
  })
}

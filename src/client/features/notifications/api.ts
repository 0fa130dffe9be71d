import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import { notificationKeys } from './keys'
import { setUnreadCount } from './unread'
import type { MarkAsReadResponse, NotificationSelection, NotificationSubscriptionsResponse, NotificationsPage } from './types'

/** platform-core §9: the list comes 30 per page. */
export const NOTIFICATIONS_PER_PAGE = 30

/** The viewer's notifications, newest first, 30 per page (music-catalog §3.12). */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      http.get<NotificationsPage>('notifications', { params: { page: pageParam.page, perPage: NOTIFICATIONS_PER_PAGE }, signal }),
  })

export const notificationSubscriptionsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.subscriptions(),
    queryFn: ({ signal }) => http.get<NotificationSubscriptionsResponse>('notifications/me/subscriptions', { signal }),
  })

/** Marks some (`ids`) or all (`markAllAsUnread`, the spec's flag name) notifications read. */
export type MarkAsReadInput = { ids: string[] } | { markAllAsUnread: true }

/**
 * platform-core §4: after marking, the unread count is refreshed from the answer (0 included) and the
 * lists refetched so dots disappear.
 */
export function useMarkAsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: MarkAsReadInput) => http.post<MarkAsReadResponse>('notifications/mark-as-read', { body: input }),
    onSuccess: (answer) => {
      setUnreadCount(answer.unreadCount)
      return queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
    },
  })
}

export function useUpdateSubscriptions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (selections: NotificationSelection[]) => http.put('notifications/me/subscriptions', { body: { selections } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.subscriptions() }),
  })
}

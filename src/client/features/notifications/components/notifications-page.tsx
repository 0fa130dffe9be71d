import { useInfiniteQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { sessionState, trans } from '../../../stores/session'
import { LoadMore } from '../../../ui/load-more'
import { Spinner } from '../../../ui/spinner'
import { notificationsQuery } from '../api'
import { NotificationList } from './notification-list'
import { NotificationsEmpty } from './notifications-empty'
import { NotificationsToolbar } from './notifications-toolbar'

/** /notifications: every notification, 30 per page, loaded on scroll or with "Load more". */
export function NotificationsPage() {
  const query = useInfiniteQuery(notificationsQuery())
  const session = useSnapshot(sessionState)
  const items = query.data?.pages.flatMap((page) => page.pagination.data) ?? []
  const hasUnread = (session.user?.unread_notifications_count ?? 0) > 0 || items.some((n) => !n.read_at)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 md:px-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{trans('Notifications')}</h1>
        <NotificationsToolbar hasUnread={hasUnread} />
      </div>
      <div className="overflow-hidden rounded-xl border border-border/60 bg-elevated">
        {query.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner />
          </div>
        ) : query.isError ? (
          <p className="px-4 py-16 text-center text-sm text-muted">{trans('There was an issue loading this page')}</p>
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <NotificationList notifications={items} />
        )}
      </div>
      <LoadMore query={query} />
    </div>
  )
}

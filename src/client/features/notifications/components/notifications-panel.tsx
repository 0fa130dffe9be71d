import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { sessionState, trans } from '../../../stores/session'
import { Spinner } from '../../../ui/spinner'
import { notificationsQuery } from '../api'
import { NotificationList } from './notification-list'
import { NotificationsEmpty } from './notifications-empty'
import { NotificationsToolbar } from './notifications-toolbar'

/** The navbar popover's content: the first page of notifications; `close` runs before in-app navigation. */
export function NotificationsPanel({ close }: { close: () => void }) {
  const query = useInfiniteQuery(notificationsQuery())
  const session = useSnapshot(sessionState)
  const items = query.data?.pages[0]?.pagination.data ?? []
  const hasUnread = (session.user?.unread_notifications_count ?? 0) > 0 || items.some((n) => !n.read_at)
  return (
    <section aria-labelledby="notifications-popover-title" className="flex max-h-[min(36rem,calc(100dvh-6rem))] w-[min(26rem,calc(100vw-2rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border/60 px-4 py-2">
        <h2 id="notifications-popover-title" className="text-base font-semibold">
          {trans('Notifications')}
        </h2>
        <NotificationsToolbar hasUnread={hasUnread} onNavigate={close} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {query.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : query.isError ? (
          <p className="px-4 py-10 text-center text-sm text-muted">{trans('There was an issue. Please try again.')}</p>
        ) : items.length === 0 ? (
          <NotificationsEmpty />
        ) : (
          <NotificationList notifications={items} onNavigate={close} />
        )}
      </div>
      {query.data?.pages[0]?.pagination.next_page ? (
        <Link to="/notifications" onClick={close} className="border-t border-border/60 px-4 py-2 text-center text-sm font-medium text-primary hover:underline">
          {trans('View all')}
        </Link>
      ) : null}
    </section>
  )
}

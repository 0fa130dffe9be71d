import { Link } from '@tanstack/react-router'
import { trans } from '../../../stores/session'
import { settingEnabled } from '../../../stores/settings'
import { showHttpErrorToast } from '../../../stores/toasts'
import { buttonClasses } from '../../../ui/button'
import { Icon } from '../../../ui/icons'
import { useMarkAsRead } from '../api'

/** "Mark all as read" (only while something is unread) and the settings link (when subscriptions are integrated). */
export function NotificationsToolbar({ hasUnread, onNavigate }: { hasUnread: boolean; onNavigate?: () => void }) {
  const markAll = useMarkAsRead()
  return (
    <div className="flex items-center gap-1">
      {hasUnread && (
        <button
          type="button"
          className={buttonClasses('ghost', 'xs', 'text-primary')}
          disabled={markAll.isPending}
          onClick={() => markAll.mutate({ markAllAsUnread: true }, { onError: (error) => showHttpErrorToast(error) })}
        >
          {trans('Mark all as read')}
        </button>
      )}
      {settingEnabled('notif.subs.integrated') && (
        <Link
          to="/notifications/settings"
          onClick={onNavigate}
          aria-label={trans('Notification settings')}
          className="flex size-8 items-center justify-center rounded-full text-muted hover:bg-chip hover:text-fg focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon name="settings" className="size-5" />
        </Link>
      )}
    </div>
  )
}

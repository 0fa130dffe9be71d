import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { trans } from '../../../stores/session'
import { showHttpErrorToast } from '../../../stores/toasts'
import { registerWorkspaceInviteActions } from '../../workspaces'
import { notificationActionHandler, registerNotificationAction } from '../actions'
import { useMarkAsRead } from '../api'
import type { NotificationAction, NotificationItem } from '../types'
import { useOpenAction } from '../use-open-action'
import { NotificationListItem } from './notification-list-item'

/** What an item shows after a handler answered (the workspace invite's outcomes). */
const OUTCOME_MESSAGES: Record<string, string> = {
  joined: 'You joined this workspace.',
  declined: 'You declined this invitation.',
  invalid: 'This invite is no longer valid',
}

/**
 * The items of the popover and the page. Opening one runs its main action and marks it read, unless it is
 * already read or a mark-as-read call is still pending (platform-core §4).
 */
export function NotificationList({ notifications, onNavigate }: { notifications: NotificationItem[]; onNavigate?: () => void }) {
  const markAsRead = useMarkAsRead()
  // A ref, not the mutation's isPending: two clicks in one frame would both see the stale render's value.
  const pending = useRef(false)
  const openAction = useOpenAction(onNavigate)
  const queryClient = useQueryClient()
  // The workspace invite's Join and Decline buttons (platform-core §4) are the workspaces feature's; a
  // handler someone registered already for those names stays.
  useEffect(
    () => registerWorkspaceInviteActions((name, handler) => (notificationActionHandler(name) ? () => {} : registerNotificationAction(name, handler)), queryClient),
    [queryClient],
  )

  const markRead = (notification: NotificationItem) => {
    if (notification.read_at || pending.current) return
    pending.current = true
    markAsRead.mutate(
      { ids: [notification.id] },
      {
        onError: (error) => showHttpErrorToast(error),
        onSettled: () => {
          pending.current = false
        },
      },
    )
  }
  // Issue 28: once Join or Decline ran, the item says what happened instead of offering its buttons again.
  const [outcomes, setOutcomes] = useState<Record<string, string>>({})
  const run = (notification: NotificationItem, action: NotificationAction | null | undefined) =>
    void openAction(notification, action)
      .then((result) => {
        const message = typeof result === 'string' ? OUTCOME_MESSAGES[result] : undefined
        if (message) setOutcomes((current) => ({ ...current, [notification.id]: message }))
      })
      .catch((error: unknown) => showHttpErrorToast(error))

  return (
    <ul className="divide-y divide-border/60">
      {notifications.map((notification) => (
        <NotificationListItem
          key={notification.id}
          notification={notification}
          outcome={outcomes[notification.id] ? trans(outcomes[notification.id]!) : undefined}
          onOpen={(item) => {
            markRead(item)
            run(item, item.data.mainAction)
          }}
          onButton={(item, button) => {
            markRead(item)
            run(item, button)
          }}
        />
      ))}
    </ul>
  )
}

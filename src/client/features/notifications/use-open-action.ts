import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { internalHref, isExternalAction, isUnhandledName, notificationActionHandler } from './actions'
import type { NotificationAction, NotificationItem } from './types'

/** Runs a notification's action: a registered handler, a new tab for external addresses, or in-app navigation. */
export function useOpenAction(onNavigate?: () => void) {
  const navigate = useNavigate()
  return useCallback(
    /** Resolves to what a registered handler answered (e.g. the invite's `joined`), else nothing. */
    async (notification: NotificationItem, action: NotificationAction | null | undefined): Promise<unknown> => {
      if (!action?.action) return
      const handler = notificationActionHandler(action.action)
      if (handler) return handler(notification, action)
      if (isUnhandledName(action.action)) return
      if (isExternalAction(action.action)) {
        window.open(action.action, '_blank', 'noopener,noreferrer')
        return
      }
      onNavigate?.()
      await navigate({ href: internalHref(action.action) })
    },
    [navigate, onNavigate],
  )
}

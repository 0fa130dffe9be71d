import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isSwNotificationMessage, isSwOpenUrlMessage, SW_MARK_NOTIFICATION_READ } from '../../../shared/lib/notification-push'
import { http, resolveUrl } from '../../lib/http'
import { settingEnabled } from '../../stores/settings'
import { notificationKeys } from './keys'
import { setUnreadCount } from './unread'
import type { MarkAsReadResponse } from './types'

/**
 * `NOTIFICATION_PATHS.stream` and `.markAsRead` of the contract, written out: importing the contract module
 * would bring zod into the first screen (tests/client/features/notifications/live.test.ts checks they match).
 */
export const NOTIFICATIONS_STREAM_PATH = 'notifications/stream'
export const MARK_AS_READ_PATH = 'notifications/mark-as-read'
/** The contract's SSE event names (LiveNotificationEvent); plain `message` events are read the same way. */
export const LIVE_EVENT_NAMES = ['notification', 'unread-count', 'message'] as const
/** The server's last event when the admin turns `realtime.enable` off: the client stops for good. */
export const REALTIME_OFF_EVENT = 'realtime-off'

const RETRY_MIN_MS = 2_000
const RETRY_MAX_MS = 300_000

/**
 * The stream opens a while after the page's load event: painting does not need it (the count comes with
 * bootstrap data, and the stream's first event repeats it), and a request that never ends would keep the
 * page from ever being "network idle", which the first-screen bench and the e2e helpers wait for.
 */
export const liveTiming = { startDelayMs: 5_000 }

function afterLoad(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    timer = setTimeout(run, liveTiming.startDelayMs)
  }
  if (document.readyState === 'complete') arm()
  else window.addEventListener('load', arm, { once: true })
  return () => {
    clearTimeout(timer)
    window.removeEventListener('load', arm)
  }
}

export interface LiveHandlers {
  onUnreadCount: (count: number) => void
  /** A notification arrived or changed: lists refetch. */
  onChange: () => void
}

/**
 * Keeps one EventSource open. The browser itself reconnects after a dropped connection (readyState
 * CONNECTING); it gives up for good when the server answers with an error (CLOSED), and then we retry with
 * a doubling, jittered delay so a server restart does not get a synchronised storm from every tab.
 */
export function connectLive(handlers: LiveHandlers, url = resolveUrl(NOTIFICATIONS_STREAM_PATH)): () => void {
  let source: EventSource | null = null
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let delay = RETRY_MIN_MS
  let stopped = false
  let opened = false

  const onMessage = (event: MessageEvent<string>) => {
    let data: unknown
    try {
      data = JSON.parse(event.data)
    } catch {
      return
    }
    const count = (data as { unreadCount?: unknown } | null)?.unreadCount
    if (typeof count === 'number') handlers.onUnreadCount(count)
    handlers.onChange()
  }
  const open = () => {
    if (stopped) return
    source = new EventSource(url, { withCredentials: true })
    for (const name of LIVE_EVENT_NAMES) source.addEventListener(name, onMessage as EventListener)
    source.addEventListener(REALTIME_OFF_EVENT, () => stop())
    source.onopen = () => {
      delay = RETRY_MIN_MS
      // After a gap, what arrived meanwhile is only known by asking again.
      if (opened) handlers.onChange()
      opened = true
    }
    source.onerror = () => {
      if (source?.readyState !== EventSource.CLOSED) return
      source = null
      retryTimer = setTimeout(open, delay / 2 + Math.random() * delay)
      delay = Math.min(delay * 2, RETRY_MAX_MS)
    }
  }
  // Coming back online or to the tab: do not wait out a long backoff.
  const wake = () => {
    if (source || stopped || document.visibilityState === 'hidden') return
    clearTimeout(retryTimer)
    delay = RETRY_MIN_MS
    open()
  }
  const stop = () => {
    stopped = true
    clearTimeout(retryTimer)
    source?.close()
    source = null
    window.removeEventListener('online', wake)
    document.removeEventListener('visibilitychange', wake)
  }
  open()
  window.addEventListener('online', wake)
  document.addEventListener('visibilitychange', wake)
  return stop
}

/** Live unread count and list refresh for the signed-in viewer (`userId` null: nothing to watch). */
export function useLiveNotifications(userId: number | null) {
  const queryClient = useQueryClient()
  useEffect(() => {
    // `realtime.enable` off (admin, Websockets): no stream at all; the count still comes with each page load.
    if (userId === null || typeof EventSource === 'undefined' || !settingEnabled('realtime.enable')) return
    let disconnect: (() => void) | undefined
    const cancel = afterLoad(() => {
      disconnect = connectLive({
        onUnreadCount: setUnreadCount,
        onChange: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
      })
    })
    return () => {
      cancel()
      disconnect?.()
    }
  }, [userId, queryClient])

  // The service worker reports clicks on push notifications; it asks the page to mark one read when it
  // cannot send the XSRF header itself (no Cookie Store API in that browser).
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
    if (userId === null || !container) return
    const onMessage = (event: MessageEvent) => {
      if (!isSwNotificationMessage(event.data)) return
      if (event.data.type === SW_MARK_NOTIFICATION_READ) {
        void http
          .post<MarkAsReadResponse>(MARK_AS_READ_PATH, { body: { ids: [event.data.notificationId] } })
          .then((answer) => setUnreadCount(answer.unreadCount), () => {})
      } else if (typeof event.data.unreadCount === 'number') {
        setUnreadCount(event.data.unreadCount)
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() })
    }
    container.addEventListener('message', onMessage)
    return () => container.removeEventListener('message', onMessage)
  }, [userId, queryClient])

  // A click on a push notification routes this window in-app (playback goes on) instead of reloading it.
  const navigate = useNavigate()
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker
    if (!container) return
    const onMessage = (event: MessageEvent) => {
      if (!isSwOpenUrlMessage(event.data) || !/^\/(?!\/)/.test(event.data.url)) return
      event.ports[0]?.postMessage('ok')
      void navigate({ href: event.data.url })
    }
    container.addEventListener('message', onMessage)
    return () => container.removeEventListener('message', onMessage)
  }, [navigate])
}

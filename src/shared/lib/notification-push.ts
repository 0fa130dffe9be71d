// What the server's push payload, the service worker and the page agree on for browser push. Pure: the
// service worker and the first screen import it, so no zod here (the server's contract validates what it sends).

/** A push message's JSON (issue 12): small, no secrets; `url` is the in-app route the click opens. */
export interface PushPayload {
  title: string
  body: string
  icon?: string | null
  url: string
  notificationId: string
  /** Optional notification buttons; the service worker opens `url` for any of them. */
  actions?: Array<{ action: string; title: string }>
}

/** Messages the service worker posts to pages it controls. */
export const SW_NOTIFICATION_READ = 'encore:notification-read'
/** Posted when the worker could not mark the item read itself (no Cookie Store API for the XSRF token). */
export const SW_MARK_NOTIFICATION_READ = 'encore:mark-notification-read'

/**
 * Asks an open page to route to `url` in-app (so playback goes on); the page answers on the message's port.
 * Without an answer the worker navigates the window itself.
 */
export const SW_OPEN_URL = 'encore:open-url'

export interface SwOpenUrlMessage {
  type: typeof SW_OPEN_URL
  url: string
}

export function isSwOpenUrlMessage(data: unknown): data is SwOpenUrlMessage {
  return !!data && typeof data === 'object' && (data as Record<string, unknown>).type === SW_OPEN_URL && typeof (data as Record<string, unknown>).url === 'string'
}

export interface SwNotificationMessage {
  type: typeof SW_NOTIFICATION_READ | typeof SW_MARK_NOTIFICATION_READ
  notificationId: string
  /** The count the mark-as-read answer reported, when the worker made the call. */
  unreadCount?: number
}

/** Parses a push message's text; null when it is not a payload of ours (then nothing is shown). */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  if (typeof v.title !== 'string' || !v.title) return null
  const actions = Array.isArray(v.actions)
    ? v.actions.filter((a): a is { action: string; title: string } => !!a && typeof a.action === 'string' && typeof a.title === 'string')
    : undefined
  return {
    title: v.title,
    body: typeof v.body === 'string' ? v.body : '',
    icon: typeof v.icon === 'string' ? v.icon : null,
    url: typeof v.url === 'string' && v.url ? v.url : '/notifications',
    notificationId: typeof v.notificationId === 'string' || typeof v.notificationId === 'number' ? String(v.notificationId) : '',
    ...(actions?.length ? { actions } : {}),
  }
}

export function isSwNotificationMessage(data: unknown): data is SwNotificationMessage {
  if (!data || typeof data !== 'object') return false
  const d = data as Record<string, unknown>
  return (d.type === SW_NOTIFICATION_READ || d.type === SW_MARK_NOTIFICATION_READ) && typeof d.notificationId === 'string'
}

import type { NotificationAction, NotificationItem } from './types'

/**
 * Button actions that are not addresses (e.g. the workspace invite's join and decline) are looked up here
 * by their `action` name. Another feature registers its handler once (workspaces: `registerNotificationAction
 * ('join-workspace', …)`), through this feature's index; an unknown name is treated as an address.
 */
export type NotificationActionHandler = (notification: NotificationItem, button: NotificationAction) => void | Promise<unknown>

const handlers = new Map<string, NotificationActionHandler>()

export function registerNotificationAction(name: string, handler: NotificationActionHandler): () => void {
  handlers.set(name, handler)
  return () => {
    if (handlers.get(name) === handler) handlers.delete(name)
  }
}

export function notificationActionHandler(name: string): NotificationActionHandler | undefined {
  return handlers.get(name)
}

/** An http(s) address on another origin opens in a new tab; everything else navigates in the app (platform-core §2). */
export function isExternalAction(action: string, origin = window.location.origin): boolean {
  if (!/^https?:\/\//i.test(action) && !action.startsWith('//')) return false
  try {
    return new URL(action, origin).origin !== origin
  } catch {
    return false
  }
}

/**
 * A named action nobody registered (`workspace-invite:join` before the workspaces feature loads, or an
 * unknown scheme): neither an address to open nor a path to navigate to.
 */
export function isUnhandledName(action: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(action) && !/^https?:/i.test(action)
}

/** The in-app path of an action: same-origin absolute URLs lose their origin; relative ones gain a slash. */
export function internalHref(action: string, origin = window.location.origin): string {
  if (action.startsWith('/')) return action
  if (/^[a-z][a-z\d+.-]*:/i.test(action)) {
    const url = new URL(action, origin)
    return url.pathname + url.search + url.hash
  }
  return `/${action}`
}

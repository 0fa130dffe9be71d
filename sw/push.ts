// Browser push in the service worker: what a push shows, and what a click on it does. The functions take
// their browser objects as arguments so tests/sw can drive them; sw.ts only wires them to the events.
import { parsePushPayload, SW_MARK_NOTIFICATION_READ, SW_NOTIFICATION_READ, SW_OPEN_URL, type PushPayload } from '../src/shared/lib/notification-push'
import { API_PREFIX, CLIENT_HEADER, CLIENT_HEADER_WEB, XSRF_COOKIE, XSRF_HEADER } from '../src/shared/wire'

/** What the click handler needs from a shown notification. */
export interface ClickData {
  url: string
  notificationId: string
}

/** NotificationOptions plus `actions`, which the WebWorker lib of TypeScript does not declare everywhere. */
export type PushNotificationOptions = NotificationOptions & { actions?: Array<{ action: string; title: string }> }

/** How a payload is shown: tagged by notification id, so a repeated delivery replaces rather than stacks. */
export function notificationOptions(payload: PushPayload): PushNotificationOptions {
  const data: ClickData = { url: payload.url, notificationId: payload.notificationId }
  return {
    body: payload.body,
    ...(payload.icon ? { icon: payload.icon } : {}),
    ...(payload.notificationId ? { tag: `notification-${payload.notificationId}` } : {}),
    ...(payload.actions ? { actions: payload.actions } : {}),
    data,
  }
}

/** The push event's work: null (nothing shown) for a message that is not ours. */
export async function showPush(text: string | null | undefined, registration: Pick<ServiceWorkerRegistration, 'showNotification'>): Promise<PushPayload | null> {
  const payload = parsePushPayload(text)
  if (!payload) return null
  await registration.showNotification(payload.title, notificationOptions(payload))
  return payload
}

export function clickData(value: unknown): ClickData {
  const data = (value && typeof value === 'object' ? value : {}) as Partial<ClickData>
  // Only in-app paths and http(s) addresses are opened; anything else (javascript:, data:) falls back.
  const url = typeof data.url === 'string' && /^(\/|https?:\/\/)/i.test(data.url) ? data.url : '/notifications'
  return { url, notificationId: typeof data.notificationId === 'string' ? data.notificationId : '' }
}

/**
 * The parts of WindowClient and Clients used here, written out so this file also compiles under the DOM
 * lib of tests/ (which has no worker types).
 */
export interface AppWindow {
  readonly url: string
  readonly focused: boolean
  readonly visibilityState: DocumentVisibilityState
  focus(): Promise<AppWindow>
  navigate(url: string): Promise<AppWindow | null>
  postMessage(message: unknown, transfer?: Transferable[]): void
}

export interface WindowClients {
  matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly AppWindow[]>
  openWindow(url: string): Promise<AppWindow | null>
}

export interface ClickDeps {
  clients: WindowClients
  origin: string
  fetch: typeof fetch
  /** The XSRF cookie's value (Cookie Store API), or null where the worker cannot read cookies. */
  readXsrf: () => Promise<string | null>
  /** How long an open page gets to confirm it routed in-app before the worker navigates it. */
  ackTimeoutMs?: number
}

/** Asks a page to route in-app; resolves true when it confirmed on the port. */
function askToRoute(client: AppWindow, url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(false), timeoutMs)
    channel.port1.onmessage = () => {
      clearTimeout(timer)
      resolve(true)
    }
    client.postMessage({ type: SW_OPEN_URL, url }, [channel.port2])
  })
}

/**
 * Focuses an open window of the app and routes it to `url`, or opens a new window. Another origin's
 * address (an external action) always gets a new window.
 */
export async function openTarget(url: string, deps: ClickDeps): Promise<AppWindow | null> {
  const target = new URL(url, deps.origin)
  if (target.origin !== deps.origin) return deps.clients.openWindow(target.href)
  const windows = await deps.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const ours = windows.filter((client) => new URL(client.url).origin === deps.origin)
  const client = ours.find((c) => c.focused) ?? ours.find((c) => c.visibilityState === 'visible') ?? ours[0]
  if (!client) return deps.clients.openWindow(target.href)
  const focused = await client.focus().catch(() => client)
  const path = target.pathname + target.search + target.hash
  if (await askToRoute(focused, path, deps.ackTimeoutMs ?? 1500)) return focused
  try {
    return (await focused.navigate(target.href)) ?? focused
  } catch {
    // navigate() refuses windows this worker does not control: a new window still gets the user there.
    return deps.clients.openWindow(target.href)
  }
}

/** POSTs mark-as-read with the session cookie and the XSRF echo; the answer's unread count, or null. */
export async function markRead(notificationId: string, deps: ClickDeps): Promise<number | null> {
  const xsrf = await deps.readXsrf()
  if (!xsrf || !notificationId) return null
  const response = await deps.fetch(`${API_PREFIX}/notifications/mark-as-read`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_WEB, [XSRF_HEADER]: xsrf },
    body: JSON.stringify({ ids: [notificationId] }),
  })
  if (!response.ok) return null
  const body = (await response.json().catch(() => null)) as { unreadCount?: unknown } | null
  return typeof body?.unreadCount === 'number' ? body.unreadCount : 0
}

/**
 * notificationclick: open the route and mark the item read. Pages hear of the read (their badge updates);
 * when the worker could not send the XSRF header, the page it opened is asked to mark it instead.
 */
export async function handleNotificationClick(value: unknown, deps: ClickDeps): Promise<void> {
  const data = clickData(value)
  const [client, unreadCount] = await Promise.all([openTarget(data.url, deps), markRead(data.notificationId, deps).catch(() => null)])
  if (!data.notificationId) return
  if (unreadCount !== null) {
    const windows = await deps.clients.matchAll({ type: 'window' })
    for (const w of windows) w.postMessage({ type: SW_NOTIFICATION_READ, notificationId: data.notificationId, unreadCount })
  } else {
    client?.postMessage({ type: SW_MARK_NOTIFICATION_READ, notificationId: data.notificationId })
  }
}

/** The Cookie Store API where the browser offers it to workers (Chromium); elsewhere null. */
export async function readXsrfCookie(scope: object): Promise<string | null> {
  const store = (scope as { cookieStore?: { get(name: string): Promise<{ value?: string } | null> } }).cookieStore
  if (!store) return null
  const cookie = await store.get(XSRF_COOKIE).catch(() => null)
  return cookie?.value ? decodeURIComponent(cookie.value) : null
}

import { http } from '../../lib/http'

/** platform-core §5: the browser channel's message when the site's notification permission is denied. */
export const PUSH_BLOCKED_MESSAGE = 'Notifications blocked. Please enable them for this site from browser settings.'

const SW_READY_TIMEOUT_MS = 10_000

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'PushManager' in window && !!navigator.serviceWorker
}

/** Asks for the permission when not yet decided; resolves with the browser's answer. */
export async function ensureNotificationPermission(): Promise<NotificationPermission> {
  if (!pushSupported()) return 'denied'
  if (Notification.permission !== 'default') return Notification.permission
  return Notification.requestPermission()
}

/** The VAPID public key (base64url) as the bytes PushManager takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/')
  const raw = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

/** The active service worker registration; without one (dev server, blocked workers) push cannot work. */
async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('Browser notifications need the installed app worker; reload the page and try again.')), SW_READY_TIMEOUT_MS),
  )
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

/**
 * Subscribes this browser with the site's VAPID key (a subscription made with an older key is replaced)
 * and registers it with the server, which is idempotent by endpoint.
 */
export async function subscribeToPush(vapidPublicKey: string): Promise<PushSubscription> {
  const key = vapidKeyBytes(vapidPublicKey)
  const reg = await registration()
  let subscription = await reg.pushManager.getSubscription()
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  await http.post('notifications/push-subscriptions', { body: subscription.toJSON() })
  return subscription
}

/** Drops this browser's subscription, here and on the server (by endpoint). */
export async function unsubscribeFromPush(): Promise<void> {
  if (!pushSupported()) return
  const reg = await navigator.serviceWorker.getRegistration()
  const subscription = await reg?.pushManager.getSubscription()
  if (!subscription) return
  const { endpoint } = subscription
  await subscription.unsubscribe()
  await http.delete('notifications/push-subscriptions', { body: { endpoint } })
}

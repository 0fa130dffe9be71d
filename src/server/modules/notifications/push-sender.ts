import type { Agent } from 'node:https'
import { cjsExports } from '../../lib/cjs-exports'
import type { PushPayload } from '../../../shared/contracts/notifications'
import type { PushRepo, VapidKeys } from './push.repo'

export interface PushSenderOptions {
  repo: PushRepo
  /** `mailto:` or https contact the push services may use (VAPID `sub`). */
  subject: string
  /** Extra CA trust for push services (PUSH_CA_FILE): the tests' local receiver uses a self-signed certificate. */
  agent?: Agent
  log?: (message: string, err?: unknown) => void
}

// web-push (with its ASN.1 and JWT code) loads with the first push sent or key pair made, not with the server.
const loadWebPush = async () => cjsExports(await import('web-push'))

/** Push messages live at most a day at the push service; a week-old "new album" is noise. */
const TTL_SECONDS = 24 * 60 * 60

/**
 * Sends push messages with web-push (VAPID, aes128gcm). Subscriptions the push service reports gone
 * (404, 410) are removed; other failures are logged and the next notification tries again.
 */
export function makePushSender({ repo, subject, agent, log = () => {} }: PushSenderOptions) {
  let keys: Promise<VapidKeys | null> | null = null
  const vapid = async () => {
    keys ??= repo.vapidKeys().then((k) => {
      if (!k) keys = null // not made yet (module not started): ask again next time
      return k
    })
    return keys
  }

  return {
    async send(messages: { userId: number; payload: PushPayload }[]): Promise<{ sent: number; removed: number }> {
      const result = { sent: 0, removed: 0 }
      if (messages.length === 0) return result
      const vapidKeys = await vapid()
      if (!vapidKeys) return result
      const subs = await repo.forUsers([...new Set(messages.map((m) => m.userId))])
      if (subs.length === 0) return result
      const webpush = await loadWebPush()
      const payloadOf = new Map(messages.map((m) => [m.userId, JSON.stringify(m.payload)]))
      for (const sub of subs) {
        try {
          await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payloadOf.get(sub.userId)!, {
            vapidDetails: { subject, publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey },
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(agent ? { agent } : {}),
          })
          result.sent++
        } catch (err) {
          if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
            await repo.removeEndpoint(sub.endpoint)
            result.removed++
          } else {
            log('push delivery failed', err)
          }
        }
      }
      return result
    },
  }
}

export type PushSender = ReturnType<typeof makePushSender>

export async function generateVapidKeys(): Promise<VapidKeys> {
  return (await loadWebPush()).generateVAPIDKeys()
}

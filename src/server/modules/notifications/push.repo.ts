import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pushSubscriptions, settings } from '../../db/schema/index'
import { VAPID_PUBLIC_KEY_SETTING } from '../../../shared/contracts/notifications'

/** The private half is a private settings row: the settings service never puts private rows in bootstrap data. */
export const VAPID_PRIVATE_KEY_SETTING = 'notifications.vapid_private_key'

export interface VapidKeys {
  publicKey: string
  privateKey: string
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect

/** Push subscriptions and the site's VAPID key pair. */
export function makePushRepo(db: Db) {
  return {
    async vapidKeys(): Promise<VapidKeys | null> {
      const rows = await db
        .select({ name: settings.name, value: settings.value })
        .from(settings)
        .where(inArray(settings.name, [VAPID_PUBLIC_KEY_SETTING, VAPID_PRIVATE_KEY_SETTING]))
      const publicKey = rows.find((r) => r.name === VAPID_PUBLIC_KEY_SETTING)?.value
      const privateKey = rows.find((r) => r.name === VAPID_PRIVATE_KEY_SETTING)?.value
      return typeof publicKey === 'string' && typeof privateKey === 'string' ? { publicKey, privateKey } : null
    },

    async byEndpoint(endpoint: string): Promise<PushSubscriptionRow | null> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1)
      return row ?? null
    },

    /** One row per endpoint: a browser re-subscribing (or, once the service has checked it, handing the endpoint to another account) moves it. */
    async upsert(userId: number, sub: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...sub })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: new Date() } })
    },

    /** Removes the user's subscription with this endpoint; false when they have none. */
    async removeOwn(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id })
      return rows.length > 0
    },

    /** Gone at the push service (404/410): removed whoever owns it. */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))
    },

    async forUsers(userIds: number[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return []
      return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds))
    },

    async forUser(userId: number): Promise<PushSubscriptionRow[]> {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))
    },
  }
}

export type PushRepo = ReturnType<typeof makePushRepo>

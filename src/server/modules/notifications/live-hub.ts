import type { LiveNotificationEvent } from '../../../shared/contracts/notifications'
import type { PubSub } from '../../lib/pubsub/index'
import type { CreatedBatch } from './delivery.service'

/** The pub/sub channel every process listens on; messages are LiveMessage. */
export const LIVE_CHANNEL = 'notifications.live'

export type LiveMessage = { kind: 'created'; batch: CreatedBatch } | { kind: 'count'; userId: number; unreadCount: number }

export function publishLive(pubsub: PubSub, message: LiveMessage): Promise<void> {
  return pubsub.publish(LIVE_CHANNEL, message)
}

type Listener = (event: LiveNotificationEvent) => void

/**
 * The open event streams of this process, by user. Every process subscribes to LIVE_CHANNEL; a message
 * names its recipients, and each process writes only to the streams it holds, so a notification stored
 * by one process reaches a tab connected to another. Unread counts are read once per message for the
 * local recipients only, so a 100,000-follower batch costs a process nothing when none are connected.
 */
export function makeLiveHub({ pubsub, unreadCounts, log = () => {} }: { pubsub: PubSub; unreadCounts: (userIds: number[]) => Promise<Map<number, number>>; log?: (msg: string, err?: unknown) => void }) {
  const listeners = new Map<number, Set<Listener>>()

  let unsubscribe: (() => Promise<void>) | null = null

  async function onMessage(message: LiveMessage) {
    if (message.kind === 'count') {
      for (const listener of listeners.get(message.userId) ?? []) listener({ type: 'unread-count', unreadCount: message.unreadCount })
      return
    }
    const local = message.batch.recipients.filter((r) => listeners.has(r.userId))
    if (local.length === 0) return
    const counts = await unreadCounts(local.map((r) => r.userId))
    for (const { userId, id } of local) {
      const event: LiveNotificationEvent = { type: 'notification', notification: { ...message.batch.notification, id }, unreadCount: counts.get(userId) ?? 0 }
      for (const listener of listeners.get(userId) ?? []) listener(event)
    }
  }

  return {
    async start(): Promise<void> {
      unsubscribe = await pubsub.subscribe(LIVE_CHANNEL, (message) => {
        onMessage(message as LiveMessage).catch((err: unknown) => log('live notification update failed', err))
      })
    },

    async stop(): Promise<void> {
      await unsubscribe?.()
      unsubscribe = null
    },

    /** Registers a stream of the user; the returned function unregisters it. */
    listen(userId: number, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set()
      set.add(listener)
      listeners.set(userId, set)
      return () => {
        set.delete(listener)
        if (set.size === 0) listeners.delete(userId)
      }
    },

    /** Open streams of one user in this process. */
    streamsOf(userId: number): number {
      return listeners.get(userId)?.size ?? 0
    },

    /** Open streams in this process (tests and diagnostics). */
    connections(): number {
      let n = 0
      for (const set of listeners.values()) n += set.size
      return n
    },
  }
}

export type LiveHub = ReturnType<typeof makeLiveHub>

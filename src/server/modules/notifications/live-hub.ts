import type { LiveNotificationEvent } from '../../../shared/contracts/notifications'
import type { CreatedBatch } from './delivery.service'

/** The pub/sub channel every process listens on; messages are JSON LiveMessage. */
export const LIVE_CHANNEL = 'notifications.live'

export type LiveMessage = { kind: 'created'; batch: CreatedBatch } | { kind: 'count'; userId: number; unreadCount: number }

/** The part of the pub/sub service this module uses (deps.pubsub). */
export interface PubSubPort {
  publish(channel: string, message: string): Promise<unknown>
  subscribe(channel: string, handler: (message: string) => void): Promise<unknown>
}

export function publishLive(pubsub: PubSubPort, message: LiveMessage): Promise<unknown> {
  return pubsub.publish(LIVE_CHANNEL, JSON.stringify(message))
}

type Listener = (event: LiveNotificationEvent) => void

/**
 * The open event streams of this process, by user. Every process subscribes to LIVE_CHANNEL; a message
 * names its recipients, and each process writes only to the streams it holds, so a notification stored
 * by one process reaches a tab connected to another. Unread counts are read once per message for the
 * local recipients only, so a 100,000-follower batch costs a process nothing when none are connected.
 */
export function makeLiveHub({ pubsub, unreadCounts, log = () => {} }: { pubsub: PubSubPort; unreadCounts: (userIds: number[]) => Promise<Map<number, number>>; log?: (msg: string, err?: unknown) => void }) {
  const listeners = new Map<number, Set<Listener>>()

  async function onMessage(raw: string) {
    const message = JSON.parse(raw) as LiveMessage
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
      await pubsub.subscribe(LIVE_CHANNEL, (raw) => {
        onMessage(raw).catch((err: unknown) => log('live notification update failed', err))
      })
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

    /** Open streams in this process (tests and diagnostics). */
    connections(): number {
      let n = 0
      for (const set of listeners.values()) n += set.size
      return n
    },
  }
}

export type LiveHub = ReturnType<typeof makeLiveHub>

/** The bus's public shapes (index.ts builds one; local.ts and redis.ts implement it). */
export interface PubSub {
  /** Sends a JSON-serialisable message to every subscriber of `channel`, in every process. */
  publish(channel: string, message: unknown): Promise<void>
  /** Calls `handler` for each message on `channel`; resolves once the subscription is live, with its undo. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

export interface PubSubOptions {
  /** Redis connection string; without it the bus stays inside this process. */
  redisUrl?: string
  /** Prefix for Redis channel names, so several sites (or test runs) can share one Redis. */
  prefix?: string
}

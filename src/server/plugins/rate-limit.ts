import type { FastifyInstance } from 'fastify'
import rateLimit from '@fastify/rate-limit'

export interface RateLimitOptions {
  /** Requests per minute per client IP; 0 registers nothing. */
  perMinute: number
  redisUrl?: string
  prefix: string
}

/**
 * The per-IP request limit. With Redis the counters are shared, so a client spread over several
 * processes by the load balancer gets the same budget as on one; without Redis they are per process,
 * which is only correct for a single process (the cluster check requires REDIS_URL).
 */
export async function registerRateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.perMinute <= 0) return
  // ioredis loads only with REDIS_URL.
  const redis = options.redisUrl ? new (await import('../lib/redis-client')).Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error.message }, 'rate-limit redis'))
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  }
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: `${options.prefix}rate-limit:` } : {}),
    // A Redis outage must not take the site down with it: serve rather than refuse.
    skipOnError: true,
  })
}

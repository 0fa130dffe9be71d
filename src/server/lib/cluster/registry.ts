import { randomUUID } from 'node:crypto'
import os from 'node:os'
import type { Redis } from 'ioredis'
import type { Env } from '../../config/env'
import { ClusterConfigError, clusterProblems } from './config-check'

const HEARTBEAT_MS = 5000
const TTL_SECONDS = 15

export interface ProcessRegistration {
  close(): Promise<void>
}

/**
 * Every process sharing a Redis registers itself there (a key that expires unless refreshed). A process
 * that finds another live one while configured for a single process (embedded database, unshared local
 * disk) refuses to start: that is how a second server copied onto the same Redis is caught even
 * without CLUSTER=1. Without REDIS_URL nothing is shared, and the data-dir lock guards the embedded database.
 */
export async function registerProcess(env: Env, kind: 'web' | 'worker'): Promise<ProcessRegistration | null> {
  if (!env.REDIS_URL) return null
  // ioredis loads only with REDIS_URL: a single process never needs it.
  const { Redis: RedisClient } = await import('../redis-client')
  const redis = new RedisClient(env.REDIS_URL, { maxRetriesPerRequest: 3 })
  redis.on('error', (error: Error) => console.error('cluster registry:', error.message))
  const pattern = `${env.REDIS_PREFIX}process:*`
  const key = `${env.REDIS_PREFIX}process:${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  try {
    const others = (await scanAll(redis, pattern)).filter((k) => k !== key && !deadLocalProcess(k.slice(`${env.REDIS_PREFIX}process:`.length)))
    const problems = clusterProblems(env)
    if (others.length > 0 && problems.length > 0) {
      const names = others.map((k) => k.slice(`${env.REDIS_PREFIX}process:`.length)).join(', ')
      throw new ClusterConfigError(`Another Encore process (${names}) shares this Redis, but this configuration can only run as a single process:`, problems)
    }
    await redis.set(key, JSON.stringify({ kind, startedAt: new Date().toISOString() }), 'EX', TTL_SECONDS)
  } catch (error) {
    redis.disconnect()
    throw error
  }
  const timer = setInterval(() => {
    redis.set(key, JSON.stringify({ kind }), 'EX', TTL_SECONDS).catch(() => {})
  }, HEARTBEAT_MS)
  timer.unref()
  return {
    async close() {
      clearInterval(timer)
      await redis.del(key).catch(() => {})
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

/** A key left by a process on this machine that no longer runs (a crash just before this restart). */
function deadLocalProcess(name: string): boolean {
  // name = host:pid:instance (host names have no ':')
  const [host, pidText] = name.split(':')
  const pid = Number(pidText)
  if (host !== os.hostname() || !Number.isInteger(pid)) return false
  try {
    process.kill(pid, 0)
    return false
  } catch {
    return true
  }
}

async function scanAll(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = []
  let cursor = '0'
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 100)
    cursor = next
    keys.push(...batch)
  } while (cursor !== '0')
  return keys
}

import { randomUUID } from 'node:crypto'

/** The Redis the suites share (loopback by default); each run keys under its own prefix and never flushes. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

export function uniqueRedisPrefix(label: string): string {
  return `encore-test:${label}:${randomUUID().slice(0, 8)}:`
}

/** Polls until `check` holds (or throws after `timeoutMs`), for deliveries that arrive asynchronously. */
export async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

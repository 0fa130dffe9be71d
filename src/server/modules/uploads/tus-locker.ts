import { createHash } from 'node:crypto'
import type pg from 'pg'
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server'

/**
 * tus locks (one writer per upload) that hold across server processes on PostgreSQL: a session-level
 * advisory lock on a pooled connection kept for the lock's lifetime. A crashed process's connection
 * ends and PostgreSQL frees its locks, so a client resuming on another process gets in. Within one
 * process the holder is asked to let go first (tus' requestRelease), as the in-memory locker does;
 * across processes the newcomer waits until the holder's request ends or the acquire timeout passes.
 */

const POLL_MS = 100
const ignoreError = () => {}

/** A 64-bit lock key from the upload id, in a namespace of its own ('tus:'). */
function lockKey(id: string): string {
  return createHash('sha256').update(`tus:${id}`).digest().readBigInt64BE(0).toString()
}

export class PgAdvisoryLocker implements Locker {
  /** In-process holders, so a second request in this process can ask the first to stop. */
  readonly local = new Map<string, RequestRelease>()

  constructor(
    readonly pool: pg.Pool,
    readonly acquireTimeoutMs = 30_000,
  ) {}

  newLock(id: string): Lock {
    return new PgAdvisoryLock(id, this)
  }
}

class PgAdvisoryLock implements Lock {
  private client: pg.PoolClient | null = null

  constructor(
    private readonly id: string,
    private readonly locker: PgAdvisoryLocker,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.locker.acquireTimeoutMs
    // First the in-process slot: ask a holder here to finish, then wait for it to unlock.
    while (this.locker.local.has(this.id)) {
      await this.locker.local.get(this.id)?.()
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT
      await new Promise((r) => setTimeout(r, 10))
    }
    this.locker.local.set(this.id, requestRelease)
    try {
      const client = await this.locker.pool.connect()
      // A connection lost while held (server restart, failover) must not crash the process: the lock
      // is gone with it, and unlock() then drops the client.
      client.on('error', ignoreError)
      const key = lockKey(this.id)
      try {
        for (;;) {
          const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1::bigint) as ok', [key])
          if (rows[0]?.ok) break
          if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT
          await new Promise((r) => setTimeout(r, POLL_MS))
        }
      } catch (error) {
        client.off('error', ignoreError)
        client.release()
        throw error
      }
      this.client = client
    } catch (error) {
      this.locker.local.delete(this.id)
      throw error
    }
  }

  async unlock(): Promise<void> {
    const client = this.client
    this.client = null
    this.locker.local.delete(this.id)
    if (!client) return
    client.off('error', ignoreError)
    try {
      await client.query('select pg_advisory_unlock($1::bigint)', [lockKey(this.id)])
      client.release()
    } catch (error) {
      // A broken connection: drop it, which frees its locks on the server too.
      client.release(error as Error)
    }
  }
}

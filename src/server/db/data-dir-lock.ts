import fs from 'node:fs'
import path from 'node:path'

export interface DataDirLock {
  release(): void
}

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The data directory ${dir} is already in use by another Encore process (pid ${pid}). ` +
        'PGlite allows one process per directory: stop that process, or start this one with another DATA_DIR ' +
        'or a PostgreSQL server through DATABASE_URL.',
    )
    this.name = 'DataDirLockedError'
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes an exclusive lock on an embedded data directory. PGlite has no cross-process locking, and two
 * writers corrupt its files, so a second process is refused before it opens anything. A lock left by a
 * process that died (kill -9) is stale and taken over.
 */
const heldInThisProcess = new Set<string>()

export function acquireDataDirLock(dir: string): DataDirLock {
  const file = path.join(dir, 'encore.lock')
  if (heldInThisProcess.has(file)) throw new DataDirLockedError(dir, process.pid)
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx')
      fs.writeSync(fd, String(process.pid))
      fs.closeSync(fd)
      heldInThisProcess.add(file)
      let released = false
      return {
        release() {
          if (released) return
          released = true
          heldInThisProcess.delete(file)
          try {
            if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file)
          } catch {
            // already gone
          }
        },
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10)
      // Our own pid here can only be a stale file from an earlier process that had the same pid (containers reuse pids).
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid)
      fs.rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`)
}

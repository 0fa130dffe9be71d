import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'

/** Finished transcodes are named `<hash>.<ext>`; anything else in the folder (temp files) is not an entry. */
const ENTRY = /^[0-9a-f]{40}\.(ogg|mp3)$/

/**
 * Finished transcodes on disk under a size limit, least recently used first out. The index lives in
 * memory (a Map keeps insertion order: a hit moves its entry to the end); recency survives a restart
 * through the files' modification times, which a hit refreshes. Files being sent while evicted stay
 * readable to the open descriptor (POSIX unlink), so eviction never cuts an answer short.
 */
export function makeTranscodeCache(dir: string, maxBytes: number) {
  const entries = new Map<string, number>()
  let total = 0
  fs.mkdirSync(dir, { recursive: true })
  const found = fs
    .readdirSync(dir)
    .filter((name) => ENTRY.test(name))
    .map((name) => ({ name, stat: fs.statSync(path.join(dir, name)) }))
    .sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)
  for (const { name, stat } of found) {
    entries.set(name, stat.size)
    total += stat.size
  }

  /** Drops entries from the least recently used end until the total fits; the files to delete. */
  function evict(): string[] {
    const gone: string[] = []
    for (const [name, size] of entries) {
      if (total <= maxBytes) break
      entries.delete(name)
      total -= size
      gone.push(path.join(dir, name))
    }
    return gone
  }
  for (const file of evict()) fs.rmSync(file, { force: true })

  return {
    dir,
    /** The cached file for `name`, marked as just used; null when not cached. */
    hit(name: string): string | null {
      const size = entries.get(name)
      if (size === undefined) return null
      const file = path.join(dir, name)
      if (!fs.existsSync(file)) {
        entries.delete(name)
        total -= size
        return null
      }
      entries.delete(name)
      entries.set(name, size)
      const now = new Date()
      fs.utimes(file, now, now, () => {})
      return file
    },
    /** A temp file beside the entries, to be `commit`ted or `discard`ed. */
    tempFile(name: string): string {
      return path.join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`)
    },
    /** Moves a finished temp file into place as `name` and evicts the least recently used past the limit. */
    async commit(temp: string, name: string): Promise<void> {
      const { size } = await fsp.stat(temp)
      if (size > maxBytes) return void (await fsp.rm(temp, { force: true }))
      await fsp.rename(temp, path.join(dir, name))
      const previous = entries.get(name)
      if (previous !== undefined) total -= previous
      entries.delete(name)
      entries.set(name, size)
      total += size
      await Promise.all(evict().map((file) => fsp.rm(file, { force: true })))
    },
    async discard(temp: string): Promise<void> {
      await fsp.rm(temp, { force: true })
    },
    stats: () => ({ entries: entries.size, bytes: total, maxBytes }),
    has: (name: string) => entries.has(name),
  }
}

export type TranscodeCache = ReturnType<typeof makeTranscodeCache>

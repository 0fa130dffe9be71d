import { createHash } from 'node:crypto'
import type { Storage } from '../lib/storage'
import type { fileEntries } from '../db/schema/index'

/** Stores generated files content-addressed and remembers the file_entries row each one needs. */

export type FileEntryRow = typeof fileEntries.$inferInsert

export interface StoredFile {
  key: string
  /** What entity columns hold: the URL path the catalogue serves at `/storage/<key>`. */
  url: string
  size: number
}

export function makeFileCollector(storage: Storage) {
  const entries = new Map<string, FileEntryRow>()
  return {
    entries: () => [...entries.values()],
    /** Identical content is written once (same hash, same key), however many entities use it. */
    async put(prefix: string, body: Buffer, ext: string, mime: string, name: string, fileName?: string): Promise<StoredFile> {
      const stored = fileName ?? `${createHash('sha1').update(body).digest('hex')}.${ext}`
      const key = `${prefix}/${stored}`
      if (!entries.has(key)) {
        await storage.put(key, body)
        entries.set(key, {
          name,
          fileName: stored,
          fileSize: body.length,
          mime,
          extension: ext,
          type: mime.split('/')[0] ?? null,
          diskPrefix: prefix,
          public: true,
        })
      }
      return { key, url: `storage/${key}`, size: body.length }
    },
  }
}

export type FileCollector = ReturnType<typeof makeFileCollector>

// IndexedDB metadata of saved music (db `encore-offline`): what was saved, for which album or playlist,
// how big it is, and what is still waiting to download (so a reload resumes). The bytes themselves
// live in Cache Storage (media-cache.ts); a track row is written only after its audio is cached.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { Track } from '../../../shared/contracts/catalogue'

export type GroupType = 'album' | 'playlist' | 'liked' | 'track'

export interface SavedGroupInput {
  type: Exclude<GroupType, 'track'>
  id: number | string
  name: string
  image?: string | null
}

export interface SavedTrack {
  id: number
  track: Track
  /** Bytes of the cached audio. */
  size: number
  /** Same-origin image path cached with it, or null. */
  image: string | null
  /** Keys of the groups (and `track:<id>` for a save of the track alone) that keep this track saved. */
  groups: string[]
  savedAt: number
}

export interface SavedGroup {
  key: string
  type: GroupType
  id: number | string
  name: string
  image: string | null
  trackIds: number[]
  savedAt: number
}

export interface PendingItem {
  id: number
  track: Track
  groups: string[]
  addedAt: number
}

interface OfflineSchema extends DBSchema {
  tracks: { key: number; value: SavedTrack }
  groups: { key: string; value: SavedGroup }
  pending: { key: number; value: PendingItem }
}

export const OFFLINE_DB = 'encore-offline'

export type OfflineDb = IDBPDatabase<OfflineSchema>

let opening: Promise<OfflineDb> | null = null

export function openOfflineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB, 1, {
    upgrade(db) {
      db.createObjectStore('tracks', { keyPath: 'id' })
      db.createObjectStore('groups', { keyPath: 'key' })
      db.createObjectStore('pending', { keyPath: 'id' })
    },
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Tests close and delete the database between cases. */
export async function closeOfflineDb(): Promise<void> {
  const db = await opening?.catch(() => null)
  db?.close()
  opening = null
}

export const groupKey = (type: GroupType, id: number | string) => `${type}:${id}`

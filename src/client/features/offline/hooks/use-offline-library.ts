import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { openOfflineDb, type SavedGroup, type SavedTrack } from '../db'
import { offlineDeps } from '../deps'
import { startOfflineSync } from '../manager'
import { offlineState } from '../store'
import { toast } from '../../../stores/toasts'

export interface OfflineLibrary {
  tracks: SavedTrack[]
  /** Albums, playlists and liked songs (saves of a single track are not listed as groups). */
  groups: (SavedGroup & { size: number; savedCount: number })[]
  totalSize: number
  estimate: { usage?: number; quota?: number }
  loading: boolean
}

const EMPTY: OfflineLibrary = { tracks: [], groups: [], totalSize: 0, estimate: {}, loading: true }

/** Reads the saved library from IndexedDB only (no network), again whenever the saved set changes. */
export function useOfflineLibrary(): OfflineLibrary {
  const { version } = useSnapshot(offlineState)
  const [library, setLibrary] = useState<OfflineLibrary>(EMPTY)
  useEffect(() => {
    let live = true
    void (async () => {
      await startOfflineSync()
      const db = await openOfflineDb()
      const [rows, groupRows] = await Promise.all([db.getAll('tracks'), db.getAll('groups')])
      const estimate = await offlineDeps((m) => toast(m)).estimate().catch(() => ({}))
      const byId = new Map(rows.map((t) => [t.id, t]))
      const tracks = rows.slice().sort((a, b) => a.savedAt - b.savedAt)
      const groups = groupRows
        .filter((g) => g.type !== 'track')
        .sort((a, b) => b.savedAt - a.savedAt)
        .map((g) => {
          const saved = g.trackIds.map((id) => byId.get(id)).filter((t) => t !== undefined)
          return { ...g, size: saved.reduce((sum, t) => sum + t.size, 0), savedCount: saved.length }
        })
      const totalSize = rows.reduce((sum, t) => sum + t.size, 0)
      if (live) setLibrary({ tracks, groups, totalSize, estimate, loading: false })
    })().catch(() => live && setLibrary({ ...EMPTY, loading: false }))
    return () => {
      live = false
    }
  }, [version])
  return library
}

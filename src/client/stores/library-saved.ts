// The server's library as last known on this device, for offline starts: bootstrap-data's copy in the
// persisted query cache is the server's answer at page load and misses changes confirmed since. Written
// by library-state.ts only, whenever the server's state moves (seldom: a seed, a confirmed change).
import type { Library } from './library-changes'

const KEY = 'encore.library'
const VERSION = 1

export interface SavedLibrary {
  userId: number | null
  library: Library
}

const isIdMap = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v)

function isLibrary(v: unknown): v is Library {
  const l = v as Library
  return typeof v === 'object' && v !== null && isIdMap(l.likes) && isIdMap(l.reposts) && Array.isArray(l.playlists)
    && (l.followedUsers === null || Array.isArray(l.followedUsers))
}

/** The saved library, or null when there is none or it is unreadable (then bootstrap-data decides). */
export function readSavedLibrary(storage: Storage): SavedLibrary | null {
  try {
    const raw = storage.getItem(KEY)
    if (raw === null) return null
    const parsed = JSON.parse(raw) as { version?: unknown; userId?: unknown; library?: unknown }
    if (parsed.version !== VERSION || !isLibrary(parsed.library)) return null
    if (parsed.userId !== null && typeof parsed.userId !== 'number') return null
    return { userId: parsed.userId, library: parsed.library }
  } catch {
    return null
  }
}

export function saveLibrary(storage: Storage, saved: SavedLibrary): void {
  try {
    storage.setItem(KEY, JSON.stringify({ version: VERSION, ...saved }))
  } catch {
    // Quota or privacy mode: best effort, an offline start then shows bootstrap's copy.
  }
}

import { proxy } from 'valtio'
import { webStorage } from '../lib/web-storage'

/**
 * The last queries this browser searched for, newest first, shown on /search without a query (issue 24).
 * They are the signed-in person's history: clearPrivateData (features/shell/private-data.ts) empties them on sign-out.
 */
const KEY = 'encore-recent-searches'
export const RECENT_SEARCHES_MAX = 8

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(webStorage('local')?.getItem(KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string').slice(0, RECENT_SEARCHES_MAX) : []
  } catch {
    return []
  }
}

export const recentSearches = proxy({ queries: read() })

function save(queries: string[]) {
  recentSearches.queries = queries
  try {
    webStorage('local')?.setItem(KEY, JSON.stringify(queries))
  } catch {
    // A full or refused storage only loses the history.
  }
}

/** Puts the query first, once (letter case ignored), keeping the newest RECENT_SEARCHES_MAX. */
export function rememberSearch(query: string) {
  const q = query.trim()
  if (!q) return
  save([q, ...recentSearches.queries.filter((old) => old.toLowerCase() !== q.toLowerCase())].slice(0, RECENT_SEARCHES_MAX))
}

export function forgetSearch(query: string) {
  save(recentSearches.queries.filter((old) => old !== query))
}

export function clearRecentSearches() {
  recentSearches.queries = []
  webStorage('local')?.removeItem(KEY)
}

import type { QueryClient } from '@tanstack/react-query'
import { webStorage } from '../../lib/web-storage'
import { clearRecentSearches } from '../../stores/recent-searches'

/**
 * Whose private data this browser holds (issue 24): the persisted query cache (private playlists, the
 * library, notifications), saved offline music and recent searches all belong to the last signed-in
 * user. Signing out, or another user signing in (also across a reload, e.g. after the session expired),
 * removes them, so a guest never sees a private playlist from the cache. Going from guest to a user
 * keeps everything: a guest holds only public data.
 */
const OWNER_KEY = 'encore-data-owner'
const GUEST = 'guest'

const ownerOf = (userId: number | null | undefined): string => (userId == null ? GUEST : String(userId))

function storedOwner(): string | null {
  try {
    return webStorage('local')?.getItem(OWNER_KEY) ?? null
  } catch {
    return null
  }
}

/** Records the session's user as the owner of what is cached from now on. */
export function rememberDataOwner(userId: number | null | undefined): void {
  try {
    webStorage('local')?.setItem(OWNER_KEY, ownerOf(userId))
  } catch {
    // Refused storage: nothing is persisted across reloads either.
  }
}

/** True when a signed-in user's data is held and the session is now someone else's (or a guest's). */
export function ownerChanges(nextUserId: number | null | undefined): boolean {
  const previous = storedOwner()
  return previous !== null && previous !== GUEST && previous !== ownerOf(nextUserId)
}

/**
 * Empties the query cache (and its saved copy, at once rather than after the persister's throttle),
 * recent searches and saved offline music. The offline module loads only here, on demand.
 */
export async function clearPrivateData(queryClient: QueryClient): Promise<void> {
  queryClient.clear()
  clearRecentSearches()
  const warn = (error: unknown) => console.warn('Could not remove the previous user’s data', error)
  // Saved music can take a while to delete (many cache entries): it goes on in the background.
  void import('../offline').then((m) => m.removeAllOffline()).catch(warn)
  await import('../../lib/persist').then((m) => m.forgetPersistedCache()).catch(warn)
}

/** Before applying a session: clears the previous user's data when the owner changes, then records the new one. */
export async function switchDataOwner(queryClient: QueryClient, nextUserId: number | null | undefined): Promise<void> {
  if (ownerChanges(nextUserId)) await clearPrivateData(queryClient)
  rememberDataOwner(nextUserId)
}

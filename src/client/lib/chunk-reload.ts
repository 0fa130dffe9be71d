// A new deployment must never strand a page (issue 16). A tab still running the previous build asks for
// chunk names that no longer exist; the import fails. The page then reloads once to pick up the new
// index.html (and its chunk names); if that does not help (the chunk is missing in this very build, or
// the server is broken), the error page offers a "Reload" button instead of a spinner that never ends.
// The guard lives in sessionStorage (it survives the reload, per tab) and is keyed by the build id: one
// automatic reload per build per tab, and again after RELOAD_AGAIN_AFTER_MS, so a loop is impossible.
import { buildId as currentBuildId } from './env'

export const CHUNK_RELOAD_KEY = 'encore:chunk-reload'
/** A later failure of the same build, long after the last automatic reload, may reload once more. */
export const RELOAD_AGAIN_AFTER_MS = 5 * 60 * 1000
/** After the page started to unload, failed chunks are the navigation's doing, not a new deployment's. */
const LEAVING_GRACE_MS = 10_000

/** How the browsers word a dynamic import() or modulepreload that failed, and Vite's CSS preload error. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Load failed for the module/i

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) return false
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && CHUNK_ERROR.test(message)
}

interface ReloadGuardOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null
  buildId?: string
  now?: number
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    // Storage can be denied (privacy settings): then never reload automatically.
    return null
  }
}

/**
 * True when this tab may reload automatically now, and records that it does: not yet for this build,
 * or the last automatic reload was long ago. Without storage it answers false (no guard, no reload).
 */
export function claimChunkReload({ storage = defaultStorage(), buildId = currentBuildId, now = Date.now() }: ReloadGuardOptions = {}): boolean {
  if (!storage) return false
  let last: { buildId?: unknown; at?: unknown } = {}
  try {
    last = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? '{}') as typeof last
  } catch {
    // A damaged value counts as none.
  }
  const sameBuild = last.buildId === buildId
  const recent = typeof last.at === 'number' && now - last.at >= 0 && now - last.at < RELOAD_AGAIN_AFTER_MS
  if (sameBuild && recent) return false
  try {
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ buildId, at: now }))
  } catch {
    return false
  }
  return true
}

/** When the page last started to unload (beforeunload, pagehide); see listenForPreloadErrors. */
let leavingSince = -Infinity

/**
 * Whether the page is being left: leaving aborts the chunks still loading (Firefox rejects them with "error
 * loading dynamically imported module"), and a reload then would hijack the navigation the user asked for.
 * A leave that was cancelled (a beforeunload prompt) counts as over after a while.
 */
export function isLeavingPage(now = Date.now()): boolean {
  return now - leavingSince < LEAVING_GRACE_MS
}

/** Reloads the page when the guard allows it; false means: show the error page with its Reload button. */
export function reloadOnceForChunkError(reload: () => void = () => window.location.reload(), options?: ReloadGuardOptions): boolean {
  if (!claimChunkReload(options)) return false
  reload()
  return true
}

/**
 * Vite's `vite:preloadError`: a chunk's preloaded dependency (script or stylesheet) failed. Reloads once;
 * when the guard says no, the import's error goes on to the route's error page.
 */
export function listenForPreloadErrors(target: Window = window, reload?: () => void): () => void {
  // Errors while leaving are left alone (isLeavingPage; issue 24: a link followed while the first page was
  // still loading ended on a reloaded old page). The route error page asks the same question.
  const onLeave = () => {
    leavingSince = Date.now()
  }
  // Back from the back/forward cache: the page was not left after all.
  const onShow = () => {
    leavingSince = -Infinity
  }
  const onError = (event: Event) => {
    if (isLeavingPage()) return
    if (reloadOnceForChunkError(reload)) event.preventDefault()
  }
  target.addEventListener('vite:preloadError', onError)
  target.addEventListener('beforeunload', onLeave)
  target.addEventListener('pagehide', onLeave)
  target.addEventListener('pageshow', onShow)
  return () => {
    target.removeEventListener('vite:preloadError', onError)
    target.removeEventListener('beforeunload', onLeave)
    target.removeEventListener('pagehide', onLeave)
    target.removeEventListener('pageshow', onShow)
    leavingSince = -Infinity
  }
}

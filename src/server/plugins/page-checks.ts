// Whether a path the client's router takes is a page that exists (issue 28). Most routes are pages by their
// shape; a few take any address, like the channel route `/$slugOrId`, which is every one-segment path: the
// module that owns the data behind such a route registers a check, and the server answers 404 when it fails.

/** Params the route captured from the path (decoded). */
export type PageCheck = (params: Record<string, string>) => Promise<boolean>

const checks = new Map<string, { routeId: string; check: PageCheck }>()

/**
 * Adds the check for one client route id (`/_app/$slugOrId/{-$restriction}`). Registering again under the same
 * key replaces the earlier one, so a module registered by several app instances (tests) does not pile up.
 */
export function registerPageCheck(key: string, routeId: string, check: PageCheck): () => void {
  const entry = { routeId, check }
  checks.set(key, entry)
  return () => {
    if (checks.get(key) === entry) checks.delete(key)
  }
}

/** False when a check of the route says the page does not exist; a failing check counts as existing. */
export async function pageExists(routeId: string, params: Record<string, string>, onError: (error: unknown) => void): Promise<boolean> {
  for (const entry of checks.values()) {
    if (entry.routeId !== routeId) continue
    try {
      if (!(await entry.check(params))) return false
    } catch (error) {
      // A broken check must not hide a page: serve it and let the client ask the API.
      onError(error)
    }
  }
  return true
}

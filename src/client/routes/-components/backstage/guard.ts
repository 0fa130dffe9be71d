// The backstage area is one splat route (`/backstage/$`, routes/_app/_authed/backstage.$.tsx); what its
// route tree entry keeps up front is only this: the search params and the permission guards, so a missing
// permission still redirects before anything loads (music-product §6). The pages are in pages.ts.
import { requirePermission } from '../../../features/auth'
import { stringSearch, uploadSearch } from '../search-params'

/** The guarded paths (the rest only need a signed-in user, which the _authed layout checks). */
const GUARDS: [RegExp, string][] = [
  [/^requests(\/(become|verify|claim)-artist)?$/, 'backstageRequests.create'],
  [/^(upload|tracks\/new|albums\/new)$/, 'music.create'],
]

/** beforeLoad of `/backstage/$`: the permission the page at `splat` needs, as its route once asked for it. */
export function guardBackstage(splat: string | undefined): void {
  const path = (splat ?? '').split('/').filter(Boolean).join('/')
  const guard = GUARDS.find(([pattern]) => pattern.test(path))
  if (guard) requirePermission(guard[1])()
}

const rangeSearch = stringSearch('range', 'from', 'to')

export type BackstageSearch = { range?: string; from?: string; to?: string; upload?: string }

/** `?range&from&to` of the insights pages, `?upload=<id>,<id>` of the new track and album forms. */
export function backstageSearch(search: Record<string, unknown>): BackstageSearch {
  return { ...rangeSearch(search), ...uploadSearch(search) }
}

/**
 * The admin app's own little router on top of the outer one: `/admin/$` hands it the splat, and each
 * page of pages.ts names a pattern such as `users/:userId/:tab`. Patterns match whole segments; a
 * `:name` segment captures one (decoded) segment.
 */
export type AdminParams = Record<string, string>

/** Params of `path` under `pattern`, or null when it does not match. */
export function matchAdminPath(pattern: string, path: string): AdminParams | null {
  const want = split(pattern)
  const have = split(path)
  if (want.length !== have.length) return null
  const params: AdminParams = {}
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!
    const value = have[i]!
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = safeDecode(value)
    } else if (segment !== value) {
      return null
    }
  }
  return params
}

/** The first entry whose pattern matches, with its params (registry order decides ties). */
export function resolveAdminPage<T extends { path: string }>(pages: readonly T[], path: string): { page: T; params: AdminParams } | null {
  for (const page of pages) {
    const params = matchAdminPath(page.path, path)
    if (params) return { page, params }
  }
  return null
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

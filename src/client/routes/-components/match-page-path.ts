/**
 * Params of `path` under `pattern` (whole segments, `:name` captures one), or null when it does not match.
 * The page registries of the splat routes (backstage, billing) resolve their paths with it.
 */
export function matchPagePath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean)
  const have = path.split('/').filter(Boolean)
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = have[i]!
    else if (segment !== have[i]) return null
  }
  return params
}

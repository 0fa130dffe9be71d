/**
 * `artists.blocked` (music-catalog §5): name patterns where `*` matches anything; a pattern matches the
 * whole name, letter case ignored. Returns a test for artist names; with no patterns nothing is blocked.
 */
export function blockedArtistTest(patterns: unknown): (name: string) => boolean {
  const list = Array.isArray(patterns) ? patterns.filter((p): p is string => typeof p === 'string' && p.trim() !== '') : []
  if (list.length === 0) return () => false
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  const res = list.map((p) => new RegExp(`^${escape(p.trim()).replace(/\*/g, '.*')}$`, 'iu'))
  return (name) => res.some((re) => re.test(name.trim()))
}

/** A track or album is left out when any of its artists is blocked. */
export function byBlockedArtist(isBlocked: (name: string) => boolean): (item: { artists?: ReadonlyArray<{ name: string }> | null | undefined }) => boolean {
  return (item) => (item.artists ?? []).some((artist) => isBlocked(artist.name))
}

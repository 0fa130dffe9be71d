/** HTTP Range (RFC 9110 §14) for single byte ranges, the only kind media elements send. */
export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' }

/**
 * Parses `bytes=a-b`, `bytes=a-` and `bytes=-n` against a resource of `size` bytes. A header we do
 * not understand (other units, several ranges, garbage) is ignored as the RFC allows: the caller
 * answers 200 with the whole file. Ranges that start past the end are unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' }
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!match) return { kind: 'full' }
  const [, first, last] = match as unknown as [string, string, string]
  if (first === '' && last === '') return { kind: 'full' }

  if (first === '') {
    // Suffix range: the last n bytes.
    const n = Number(last)
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'full' }
  return { kind: 'partial', start, end }
}

/**
 * If-Range: the range applies only while the representation is unchanged. A strong ETag must match
 * exactly; an HTTP date must equal Last-Modified (second precision). Anything else means "send all".
 */
export function ifRangeMatches(ifRange: string | undefined, etag: string, modifiedAt: Date): boolean {
  if (!ifRange) return true
  const value = ifRange.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag
  const date = Date.parse(value)
  if (Number.isNaN(date)) return false
  return Math.floor(modifiedAt.getTime() / 1000) === Math.floor(date / 1000)
}

/** If-None-Match: `*` or a list of tags; weak comparison as RFC 9110 §13.1.2 requires. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === bare)
}

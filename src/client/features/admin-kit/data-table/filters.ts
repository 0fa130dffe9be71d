import type { AdminFilter } from '../../../../shared/contracts/admin'

/** The `filters` parameter (music-catalog §1.3): UTF-8 safe base64 of the JSON array; none = undefined. */
export function encodeAdminFilters(filters: readonly AdminFilter[]): string | undefined {
  if (filters.length === 0) return undefined
  const bytes = new TextEncoder().encode(JSON.stringify(filters))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The filters a URL carries; anything unreadable counts as none (the URL may have been edited by hand). */
export function decodeAdminFilters(raw: unknown): AdminFilter[] {
  if (typeof raw !== 'string' || raw === '') return []
  try {
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0))
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return Array.isArray(parsed) ? (parsed as AdminFilter[]) : []
  } catch {
    return []
  }
}

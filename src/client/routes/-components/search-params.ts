// Search-param validators for routes. validateSearch stays in the route file, which the route tree imports
// up front, so these are plain functions rather than zod schemas: zod stays off the first screen.

type Search = Record<string, unknown>

/** A string param, or undefined when absent or not a string. */
export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** An integer in [min, max] (numbers or numeric strings, like z.coerce), or undefined for anything else. */
export function optionalInt(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** `?page=N` of paginated pages: 1…10000, invalid values fall back to undefined (page 1). */
export const pageSearch = (search: Search): { page?: number } => ({ page: optionalInt(search.page, 1, 10000) })

/** Picks the listed string params, dropping anything else. */
export function stringSearch<K extends string>(...keys: K[]) {
  return (search: Search): { [P in K]?: string } => {
    const picked: { [P in K]?: string } = {}
    for (const key of keys) picked[key] = optionalString(search[key])
    return picked
  }
}

/** Upload ids are queue ids (`upload-<time>-<n>`): letters, digits, `-` and `_`. */
const UPLOAD_ID = /^[\w-]{1,64}$/
/** The upload page sends at most one album's files at once; more is not a link it made. */
const MAX_UPLOAD_IDS = 100

/**
 * `?upload=<id>,<id>` of the track and album forms: the ids of upload drafts, in order, without duplicates.
 * Anything else (an empty list, a bad id, too many) is dropped, and the form starts empty.
 */
export function uploadSearch(search: Search): { upload?: string } {
  const ids = uploadIdsOf(optionalString(search.upload))
  return ids.length ? { upload: ids.join(',') } : {}
}

/** The ids of a validated `upload` param; [] when absent or invalid. */
export function uploadIdsOf(value: string | undefined): string[] {
  if (!value) return []
  const ids = [...new Set(value.split(',').map((id) => id.trim()))]
  return ids.length <= MAX_UPLOAD_IDS && ids.every((id) => UPLOAD_ID.test(id)) ? ids : []
}

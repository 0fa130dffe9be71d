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

/**
 * Languages, countries, timezones and currencies from the runtime's ICU data (Intl) rather than hand
 * lists, so names stay current with Node's CLDR. Computed once per display language and cached.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'
const pairs = () => [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b))

/** Region codes CLDR names that are not countries (macro regions, private use, "Unknown Region"). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'XA', 'XB'])

export interface CodeName {
  code: string
  name: string
}

const cache = new Map<string, unknown>()
function memo<T>(key: string, build: () => T): T {
  if (!cache.has(key)) cache.set(key, build())
  return cache.get(key) as T
}

const byName = (a: CodeName, b: CodeName) => a.name.localeCompare(b.name)

export function languages(locale = 'en'): CodeName[] {
  return memo(`languages:${locale}`, () => {
    const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' })
    return pairs()
      .map((code) => ({ code, name: names.of(code) }))
      .filter((l): l is CodeName => typeof l.name === 'string' && l.name.toLowerCase() !== l.code)
      .sort(byName)
  })
}

/**
 * A retired code (DD, UK, SU, YU…) that CLDR still names after its successor: its canonical form is another
 * code, and listing it would show "Germany" or "United Kingdom" twice (issue 24).
 */
const isCurrentCode = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`

export function countries(locale = 'en'): CodeName[] {
  return memo(`countries:${locale}`, () => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    return pairs()
      .map((pair) => pair.toUpperCase())
      .filter((code) => !NOT_COUNTRIES.has(code) && isCurrentCode(code))
      .map((code) => ({ code, name: names.of(code) }))
      .filter((c): c is CodeName => typeof c.name === 'string' && c.name !== c.code)
      .sort(byName)
  })
}

export function currencies(locale = 'en'): CodeName[] {
  return memo(`currencies:${locale}`, () => {
    const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' })
    return Intl.supportedValuesOf('currency').map((code) => ({ code, name: names.of(code) ?? code }))
  })
}

function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value
  // "GMT" alone means offset zero; otherwise "GMT+05:30".
  const offset = !part || part === 'GMT' ? '+00:00' : part.slice(3)
  return `UTC${offset}`
}

/** IANA zones grouped by their region prefix; text shows the current offset and the city. */
export function timezones(at = new Date()): Record<string, { value: string; text: string }[]> {
  return memo(`timezones:${at.toISOString().slice(0, 10)}`, () => {
    const groups: Record<string, { value: string; text: string }[]> = {}
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const slash = zone.indexOf('/')
      const region = slash > 0 ? zone.slice(0, slash) : 'Other'
      const city = (slash > 0 ? zone.slice(slash + 1) : zone).replaceAll('_', ' ').replaceAll('/', ' - ')
      ;(groups[region] ??= []).push({ value: zone, text: `(${utcOffset(zone, at)}) ${city}` })
    }
    return groups
  })
}

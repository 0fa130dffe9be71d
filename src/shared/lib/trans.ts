/** Translation lines (key -> translated text) as bootstrap-data's i18n.lines carries them. */
export type TransLines = Readonly<Record<string, string>>
export type TransValues = Readonly<Record<string, string | number | null | undefined>>

const PLURAL_BLOCK = /\[([^[\]]*\|[^[\]]*|(?:zero|one|two|few|many|other) [^[\]]*)\]/g
const PLACEHOLDER = /:([A-Za-z_][A-Za-z0-9_]*)/g

function pluralCount(values: TransValues): number | null {
  if (typeof values.count === 'number') return values.count
  for (const value of Object.values(values)) if (typeof value === 'number') return value
  return null
}

/** Picks the form of `[one frame|other frames]` matching the count's plural category. */
function selectPlural(block: string, count: number, locale: string): string {
  const forms = new Map<string, string>()
  for (const option of block.split('|')) {
    const space = option.indexOf(' ')
    if (space > 0) forms.set(option.slice(0, space).trim(), option.slice(space + 1))
  }
  const category = count === 0 && forms.has('zero') ? 'zero' : new Intl.PluralRules(locale).select(count)
  return forms.get(category) ?? forms.get('other') ?? ''
}

/**
 * `trans('Hello :name', {name: 'Ann'})` -> the translated line with `:placeholders` replaced and a
 * `[one X|other Ys]` block resolved by the `count` value (or the first number given).
 */
export function trans(key: string, values: TransValues = {}, lines: TransLines = {}, locale = 'en'): string {
  let text = lines[key] ?? key
  const count = pluralCount(values)
  if (count !== null) text = text.replace(PLURAL_BLOCK, (_, block: string) => selectPlural(block, count, locale))
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? match : String(value)
  })
}

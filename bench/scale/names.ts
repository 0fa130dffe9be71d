// SQL expressions for deterministic pseudo-random values and pseudo-word names, evaluated per row of a
// generate_series so a whole table fills in one set-based statement. Nothing here calls random(): the
// same --tracks always yields the same database, on PostgreSQL and on PGlite.

/**
 * A hash of an integer expression and a salt as a float in [0, 1): a multiplicative step, then an
 * xor-shift / multiply / xor-shift finaliser so values for different salts of one row are independent
 * (a plain multiplicative hash would make every syllable of a name move together).
 */
export function unit(expr: string, salt: number): string {
  const s1 = `(((${expr})::bigint * 2654435761 + ${salt * 1013904223}) % 4294967296)`
  const s2 = `(((${s1} # (${s1} >> 16)) * 73244475) % 4294967296)`
  return `((${s2} # (${s2} >> 16)) >> 8)::float8 / 16777216.0`
}

/** An integer in [0, n) from the hash; `power` > 1 skews towards 0 (popular items first). */
export function pick(expr: string, salt: number, n: number, power = 1): string {
  const u = power === 1 ? unit(expr, salt) : `power(${unit(expr, salt)}, ${power})`
  return `least(${n - 1}, floor(${n} * ${u}))::int`
}

/** A timestamp within the `days` days before 2026-11-01, from the hash. */
export function instant(expr: string, salt: number, days = 1500): string {
  return `(timestamptz '2026-11-01 00:00:00+00' - (${unit(expr, salt)} * ${days * 86400}) * interval '1 second')`
}

const consonants = [...'bcdfghjklmnprstvwz', 'ch', 'th', 'st']
// Accented vowels appear in roughly one syllable in six, so many names need unaccent to match.
const vowels = [...'aeiouaeiouaeiouy', 'é', 'ö', 'á', 'ü']
const endings = ['', '', 'n', 'r', 'l', 's', 'k', 'm']
const LATIN = consonants.flatMap((c) => vowels.flatMap((v) => endings.map((e) => c + v + e)))
const CYRILLIC = 'ка,ри,мо,тел,лан,дор,ви,са,ну,бел,зен,ар,лы,фа,гро,ми,стон,ве,ру,ча,ти,дел,ом,бра,юн,се,ва,пел,жи,ко,ня,го,ле,мир,дан'.split(',')
const KANA = 'か,り,も,て,ら,ど,び,さ,ぬ,べ,ぜ,あ,ふ,ぐ,み,す,ぶ,る,ち,た,で,お,じゅ,せ,わ,ぺ,し,の,ま,こ,ん,き'.split(',')
const GREEK = 'κα,ρι,μο,τελ,λαν,δορ,βι,σα,νυ,βελ,ζεν,αρ,λυ,φα,γρο,μι,στον,βε,ρου,χα,τι,δελ,ομ'.split(',')
/** Frequent real words, so some queries ("love", "night") hit a large share of the catalogue. */
const COMMON = 'Love,Night,Dream,Blue,Fire,Heart,Light,Summer,Rain,Home,Gold,Wild,City,River,Moon,Star,Dance,Ghost,Sweet,Run'.split(',')

const array = (xs: string[]) => `'{${xs.join(',')}}'::text[]`
const syllable = (xs: string[], expr: string, salt: number) => `(${array(xs)})[1 + ${pick(expr, salt, xs.length)}]`
const syllables = (xs: string[], expr: string, salt: number, count: number) =>
  Array.from({ length: count }, (_, i) => syllable(xs, expr, salt + i)).join(' || ')

/**
 * A name for row `expr`: mostly Latin pseudo-words (some accented, a fifth led by a common English word),
 * 6% Cyrillic, 2% Japanese kana, 2% Greek. `salt` separates the tables so their names differ.
 */
export function nameSql(expr: string, salt: number): string {
  const u = unit(expr, salt)
  const latin = `initcap(${syllables(LATIN, expr, salt + 1, 2)} || case when ${unit(expr, salt + 9)} < 0.5 then ${syllable(LATIN, expr, salt + 3)} else '' end) || ' ' || initcap(${syllables(LATIN, expr, salt + 4, 2)})`
  const common = `${syllable(COMMON, expr, salt + 6)} || ' ' || initcap(${syllables(LATIN, expr, salt + 7, 2)})`
  return `case when ${u} < 0.70 then ${latin}
    when ${u} < 0.90 then ${common}
    when ${u} < 0.96 then initcap(${syllables(CYRILLIC, expr, salt + 1, 3)}) || ' ' || initcap(${syllables(CYRILLIC, expr, salt + 4, 2)})
    when ${u} < 0.98 then ${syllables(KANA, expr, salt + 1, 4)}
    else initcap(${syllables(GREEK, expr, salt + 1, 3)}) end`
}

/** One short word (first names, tag names). */
export function wordSql(expr: string, salt: number): string {
  return `initcap(${syllables(LATIN, expr, salt, 2)})`
}

export const GENRES = [
  'rock', 'pop', 'jazz', 'blues', 'hip-hop', 'electronic', 'techno', 'house', 'ambient', 'classical', 'folk',
  'country', 'metal', 'punk', 'soul', 'funk', 'reggae', 'latin', 'indie', 'trip-hop', 'drum-and-bass', 'dubstep',
  'gospel', 'opera', 'disco', 'grunge', 'ska', 'chanson', 'k-pop', 'j-pop', 'bossa-nova', 'flamenco', 'tango',
  'salsa', 'afrobeat', 'electro', 'synthwave', 'lo-fi', 'shoegaze', 'post-rock',
]

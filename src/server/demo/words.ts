import { pick, type Random } from './random'

/** Word lists for invented album, track and lyric lines. */

const ADJECTIVES = [
  'Amber', 'Silver', 'Hollow', 'Paper', 'Velvet', 'Quiet', 'Distant', 'Electric', 'Golden', 'Faded', 'Neon', 'Violet',
  'Salt', 'Midnight', 'Glass', 'Lunar', 'Crimson', 'Borrowed', 'Secret', 'Slow', 'Bright', 'Wild', 'Northern', 'Paper-Thin',
  'Sleepless', 'Tidal', 'Static', 'Copper', 'Indigo', 'Soft',
]
const NOUNS = [
  'Harbor', 'Signals', 'Lanterns', 'Orchard', 'Horizon', 'Satellites', 'Tides', 'Gardens', 'Echoes', 'Postcards', 'Rooftops',
  'Motel', 'Weather', 'Arcade', 'Embers', 'Static', 'Meadows', 'Radio', 'Comets', 'Avenues', 'Islands', 'Mirrors', 'Summers',
  'Parades', 'Cassettes', 'Letters', 'Lights', 'Rivers', 'Windows', 'Circuits', 'Fields', 'Clouds',
]
const PLACES = ['Kyoto', 'Harbourside', 'Route 9', 'Lakeshore', 'the Valley', 'Old Town', 'the Pier', 'Main Street', 'the Dunes', 'Sector 7']
const VERBS = ['Falling', 'Running', 'Waiting', 'Drifting', 'Dancing', 'Dreaming', 'Holding On', 'Letting Go', 'Turning', 'Floating']

const TEMPLATES: ReadonlyArray<(r: Random) => string> = [
  (r) => `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)}`,
  (r) => `${pick(r, NOUNS)} of ${pick(r, PLACES)}`,
  (r) => `${pick(r, VERBS)} ${pick(r, ['Slowly', 'Again', 'Forever', 'Tonight', 'Away', 'Home'])}`,
  (r) => `${pick(r, ADJECTIVES)} ${pick(r, NOUNS)} (${pick(r, ['Reprise', 'Night Mix', 'Interlude', 'Live Take'])})`,
  (r) => `The ${pick(r, ADJECTIVES)} ${pick(r, ['Hour', 'Mile', 'Season', 'Summer', 'Room'])}`,
  (r) => `${pick(r, VERBS)} by ${pick(r, PLACES)}`,
  (r) => pick(r, NOUNS),
]

/** An invented title not in `taken` (which it updates). */
export function uniqueTitle(rand: Random, taken: Set<string>, templates = TEMPLATES): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const title = pick(rand, templates)(rand)
    if (!taken.has(title.toLowerCase())) {
      taken.add(title.toLowerCase())
      return title
    }
  }
  const fallback = `${pick(rand, ADJECTIVES)} ${pick(rand, NOUNS)} ${taken.size}`
  taken.add(fallback.toLowerCase())
  return fallback
}

/** Album titles avoid the "(Reprise)" style templates, which read as track names. */
export const ALBUM_TEMPLATES = [TEMPLATES[0]!, TEMPLATES[1]!, TEMPLATES[4]!, TEMPLATES[6]!]

const LYRIC_LINES = [
  'We left the lights on in the hallway', 'Every road was humming in the dark', 'I kept your postcard in my pocket',
  'The radio was singing something old', 'Hold on to the quiet for a while', 'We were younger than the summer',
  'Counting windows from the night train', 'Salt in the air and static on the line', 'Tell me where the river goes',
  'All the satellites are sleeping', 'I can hear the harbour calling', 'Paper boats on the puddles of June',
  'Turn it up and let the city fade', 'Somewhere the morning is waiting', 'We never said the words out loud',
  'Slow dancing in an empty arcade', 'Your voice like a cassette rewinding', 'Meet me where the meadows end',
]

export function lyricLines(rand: Random, count: number): string[] {
  return Array.from({ length: count }, () => pick(rand, LYRIC_LINES))
}

const BIO_OPENINGS: ReadonlyArray<(name: string, styles: string, place: string) => string> = [
  (n, s, p) => `${n} came out of ${p} with a sound somewhere between ${s}.`,
  (n, s, p) => `Formed in ${p}, ${n} write ${s} for headphones and long journeys.`,
  (n, s, p) => `${n} is a ${p} project blending ${s} into small, bright songs.`,
  (n, s, p) => `From a shared rehearsal room in ${p}, ${n} have been shaping ${s} since their first tape.`,
]
const BIO_ENDINGS = [
  'Every sound on their records is synthesised from scratch, one oscillator at a time.',
  'Their live sets are famous for stretching three-minute tunes into twenty.',
  'They release music independently and answer every message themselves.',
  'Expect melodies that stick and drums that never quite sit still.',
]

/** A short invented biography for an artist profile. */
export function artistBio(rand: Random, name: string, styles: readonly string[], city: string, country: string): string {
  const opening = pick(rand, BIO_OPENINGS)(name, styles.join(' and ').toLowerCase(), `${city}, ${country}`)
  return `${opening} ${pick(rand, BIO_ENDINGS)}`
}

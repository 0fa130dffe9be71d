import { GENRES, TAGS } from './genres'
import { ALBUM_TEMPLATES, lyricLines, uniqueTitle } from './words'
import { ARTISTS } from './people'
import { createRandom, intBetween, pick, seedOf, shuffled, type Random } from './random'
import { TUNES_PER_GENRE, type Tune } from './tunes'

/** The catalogue as plain data (indexes instead of ids), decided before anything touches the database. */

export interface PlannedTrack {
  name: string
  number: number
  tune: number
  /** Index into ARTISTS of a featured (non-primary) artist. */
  featuring: number | null
  tags: string[]
  /** Relative popularity, used to distribute plays. */
  weight: number
  lyric: { text: string; synced: boolean } | null
}

export interface PlannedAlbum {
  artist: number
  name: string
  releaseDate: string
  genres: string[]
  tags: string[]
  tracks: PlannedTrack[]
}

type Kind = 'single' | 'ep' | 'lp'
const TRACKS: Record<Kind, [number, number]> = { single: [1, 1], ep: [4, 5], lp: [7, 10] }

function albumKinds(artist: number, count: number): Kind[] {
  // Fixed pattern rather than chance so the totals stay stable: mostly LPs, an EP every third artist,
  // a single every fourth.
  return Array.from({ length: count }, (_, i): Kind => {
    if (i === 0) return 'lp'
    if (i === 2) return artist % 2 ? 'single' : 'ep'
    return artist % 4 === 3 ? 'single' : artist % 3 === 1 ? 'ep' : 'lp'
  })
}

function formatLrc(lines: string[], durationMs: number): string {
  const step = (durationMs / 1000 - 1) / (lines.length + 1)
  return lines
    .map((line, i) => {
      const t = step * (i + 0.5)
      const mm = String(Math.floor(t / 60)).padStart(2, '0')
      const ss = (t % 60).toFixed(2).padStart(5, '0')
      return `[${mm}:${ss}] ${line}`
    })
    .join('\n')
}

interface PlanState {
  tunes: Tune[]
  /** Tracks planned so far per genre: tunes are dealt round-robin so every tune of the pool is used. */
  dealt: Map<string, number>
}

function planTrack(rand: Random, a: number, number: number, albumGenres: string[], state: PlanState, titles: Set<string>): PlannedTrack {
  const genre = pick(rand, albumGenres)
  const gIndex = GENRES.findIndex((g) => g.name === genre)
  const dealt = state.dealt.get(genre) ?? 0
  state.dealt.set(genre, dealt + 1)
  const tune = gIndex * TUNES_PER_GENRE + (dealt % TUNES_PER_GENRE)
  const tunes = state.tunes
  const durationMs = tunes[tune]!.durationMs
  const withLyric = genre !== 'ambient' && rand() < 0.22
  const synced = rand() < 0.6
  const lines = lyricLines(rand, intBetween(rand, 4, 8))
  const partners = ARTISTS.map((x, i) => ({ x, i })).filter(({ x, i }) => i !== a && x.genres.includes(genre))
  return {
    name: uniqueTitle(rand, titles),
    number,
    tune,
    featuring: partners.length > 0 && rand() < 0.1 ? pick(rand, partners).i : null,
    tags: shuffled(rand, TAGS.map(([name]) => name)).slice(0, intBetween(rand, 0, 2)),
    // Opening tracks and lead singles tend to be played most.
    weight: (ARTISTS[a]!.pull * (1.6 - Math.min(number, 10) / 10)) * (0.5 + rand()),
    lyric: withLyric ? { text: synced ? formatLrc(lines, durationMs) : lines.join('\n'), synced } : null,
  }
}

export function planCatalogue(tunes: Tune[]): PlannedAlbum[] {
  const albumTitles = new Set<string>()
  const albums: PlannedAlbum[] = []
  const state: PlanState = { tunes, dealt: new Map() }
  ARTISTS.forEach((artist, a) => {
    const rand = createRandom(seedOf(`artist:${artist.name}`))
    const kinds = albumKinds(a, artist.prolific ? 3 : 2)
    // Counted back from a recent latest release, so "New Releases" holds records of the last few years.
    const years = kinds.map(() => intBetween(rand, 1, 3))
    let year = intBetween(rand, 2021, 2025) - years.slice(1).reduce((sum, gap) => sum + gap, 0)
    kinds.forEach((kind, k) => {
      const month = intBetween(rand, 1, 12)
      const day = intBetween(rand, 1, 28)
      const releaseDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
      year += years[k + 1] ?? 0
      const genres = rand() < 0.35 ? [...artist.genres] : [artist.genres[0]]
      const trackTitles = new Set<string>()
      const count = intBetween(rand, ...TRACKS[kind])
      const name = uniqueTitle(rand, albumTitles, ALBUM_TEMPLATES)
      const tracks = Array.from({ length: count }, (_, i) => planTrack(rand, a, i + 1, genres, state, trackTitles))
      // A single is named after its only track.
      if (kind === 'single' && tracks[0]) tracks[0].name = name
      albums.push({ artist: a, name, releaseDate, genres, tags: shuffled(rand, TAGS.map(([n]) => n)).slice(0, intBetween(rand, 1, 3)), tracks })
    })
  })
  return albums
}

import { LISTENERS, PLAYLISTS } from './people'
import type { PlannedAlbum } from './plan'
import { createRandom, intBetween, pickWeighted, seedOf, shuffled } from './random'

/**
 * Listening history of the demo users (plays, likes, follows, playlists), planned on track indexes.
 * Listeners play their favourite genres far more, so likes and plays overlap the way co-listening needs.
 */

export interface FlatTrack {
  album: number
  artist: number
  genres: string[]
  tags: string[]
  weight: number
}

export interface PlannedPlay {
  /** Index into LISTENERS, or null for a guest. */
  listener: number | null
  guest: string | null
  track: number
  daysAgo: number
  device: string
  browser: string
  platform: string
  location: string
}

export interface PlannedActivity {
  plays: PlannedPlay[]
  trackLikes: Array<[listener: number, track: number]>
  albumLikes: Array<[listener: number, album: number]>
  artistFollows: Array<[listener: number, artist: number]>
  playlists: Array<{ tracks: number[]; followers: number[] }>
}

export function flattenTracks(albums: PlannedAlbum[]): FlatTrack[] {
  return albums.flatMap((a, album) => a.tracks.map((t) => ({ album, artist: a.artist, genres: a.genres, tags: t.tags, weight: t.weight })))
}

const DEVICES = [['desktop', 'chrome', 'windows'], ['mobile', 'safari', 'ios'], ['desktop', 'firefox', 'linux'], ['mobile', 'chrome', 'android'], ['tablet', 'safari', 'ios']] as const

/** Indexes of the `count` largest values. */
function topIndexes(counts: Map<number, number>, count: number): number[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, count).map(([i]) => i)
}

function tally(keys: number[]): Map<number, number> {
  const m = new Map<number, number>()
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1)
  return m
}

export function planActivity(tracks: FlatTrack[]): PlannedActivity {
  const rand = createRandom(seedOf('activity'))
  const items = tracks.map((_, i) => i)
  const plays: PlannedPlay[] = []
  const play = (listener: number | null, guest: string | null, track: number, country: string) => {
    const [device, browser, platform] = DEVICES[Math.floor(rand() * DEVICES.length)]!
    plays.push({ listener, guest, track, daysAgo: rand() * 90, device, browser, platform, location: country })
  }
  const trackLikes: PlannedActivity['trackLikes'] = []
  const albumLikes: PlannedActivity['albumLikes'] = []
  const artistFollows: PlannedActivity['artistFollows'] = []
  LISTENERS.forEach((listener, l) => {
    const weights = tracks.map((t) => t.weight * (t.genres.some((g) => listener.taste.includes(g)) ? 6 : 0.3))
    const mine = Array.from({ length: intBetween(rand, 250, 420) }, () => pickWeighted(rand, items, weights))
    for (const t of mine) play(l, null, t, listener.country)
    for (const t of topIndexes(tally(mine), intBetween(rand, 18, 32))) trackLikes.push([l, t])
    for (const a of topIndexes(tally(mine.map((t) => tracks[t]!.album)), intBetween(rand, 4, 8))) albumLikes.push([l, a])
    for (const a of topIndexes(tally(mine.map((t) => tracks[t]!.artist)), intBetween(rand, 3, 6))) artistFollows.push([l, a])
  })
  const guestWeights = tracks.map((t) => t.weight)
  const countries = ['us', 'gb', 'de', 'br', 'jp', 'fr', 'ca', 'au']
  for (let g = 0; g < 1400; g++) {
    const guest = `demo-guest-${g % 60}`
    play(null, guest, pickWeighted(rand, items, guestWeights), countries[g % countries.length]!)
  }
  const playlists = PLAYLISTS.map((p, index) => {
    const fits = items.filter((i) => tracks[i]!.genres.some((g) => p.genres.includes(g)) || tracks[i]!.tags.some((t) => p.tags.includes(t)))
    const ranked = fits.map((i) => ({ i, score: tracks[i]!.weight * (0.4 + rand()) })).sort((a, b) => b.score - a.score)
    const chosen = shuffled(rand, ranked.slice(0, p.size).map((x) => x.i))
    const followers = LISTENERS.map((_, l) => l).filter((l) => l !== p.owner && (l + index) % 3 === 0)
    return { tracks: chosen, followers }
  })
  return { plays, trackLikes, albumLikes, artistFollows, playlists }
}

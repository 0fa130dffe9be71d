import { audioTypeOf, extensionOf, parseTrackSrc } from '../../media/index'
import type { AlbumRow, ArtistRow, SongRow } from '../subsonic.repo'
import { compact, type Payload } from './envelope'

/** Subsonic element builders (Child, AlbumID3, ArtistID3) from the /rest repo's rows. */

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined)
const yearOf = (date: string | null) => {
  const y = date ? Number(date.slice(0, 4)) : NaN
  return Number.isInteger(y) && y > 0 ? y : undefined
}
const seconds = (ms: number | string | null | undefined) => (ms === null || ms === undefined ? undefined : Math.round(Number(ms) / 1000))

/** Cover art ids say what they cover, so one getCoverArt serves tracks, albums, artists and playlists. */
export const coverId = (kind: 'tr' | 'al' | 'ar' | 'pl', id: number) => `${kind}-${id}`

/** An image stored here or a public URL, made absolute for artistImageUrl and the info endpoints. */
export function absoluteImage(src: string | null, baseUrl: string): string | undefined {
  if (!src) return undefined
  if (/^https?:\/\//i.test(src)) return src
  return `${baseUrl.replace(/\/+$/, '')}/${src.replace(/^\/+/, '')}`
}

const num = (v: number | string | null | undefined) => (v === null || v === undefined ? undefined : Number(v))
/** A true peak in dBTP as the linear amplitude ReplayGain peaks use (1 = full scale). */
const linearPeak = (dbtp: number | undefined) => (dbtp === undefined ? undefined : Math.round(10 ** (dbtp / 20) * 1e6) / 1e6)

/**
 * OpenSubsonic `replayGain` from the loudness job's figures (gains in dB against -18 LUFS, peaks linear).
 * Absent until the track is analysed, so clients fall back to their own default rather than a false 0 dB.
 * No `baseGain`: streams are the original files or transcodes without an Opus output gain.
 */
export function replayGainOf(r: Pick<SongRow, 'track_gain' | 'album_gain' | 'true_peak' | 'album_peak'>): Payload | undefined {
  const trackGain = num(r.track_gain)
  if (trackGain === undefined) return undefined
  const albumGain = num(r.album_gain)
  return compact({
    trackGain,
    albumGain,
    trackPeak: linearPeak(num(r.true_peak)),
    albumPeak: albumGain === undefined ? undefined : linearPeak(num(r.album_peak)),
  })
}

export function songElement(r: SongRow): Payload {
  const src = parseTrackSrc(r.src)
  const key = src?.kind === 'local' ? src.key : src?.kind === 'remote' ? new URL(src.url).pathname : ''
  const suffix = extensionOf(key) || undefined
  return compact({
    id: String(r.id),
    parent: r.album_id ? String(r.album_id) : undefined,
    isDir: false,
    title: r.name,
    album: r.album_name ?? undefined,
    artist: r.artist_name ?? undefined,
    track: r.number ?? undefined,
    year: yearOf(r.release_date),
    genre: r.genre ?? undefined,
    coverArt: r.image || r.album_image ? coverId('tr', r.id) : undefined,
    contentType: audioTypeOf(key) ?? undefined,
    suffix,
    duration: seconds(r.duration),
    playCount: Number(r.plays),
    created: iso(r.created_at),
    starred: iso(r.starred),
    albumId: r.album_id ? String(r.album_id) : undefined,
    artistId: r.artist_id ? String(r.artist_id) : undefined,
    type: 'music',
    isVideo: false,
    // OpenSubsonic additions.
    mediaType: 'song',
    genres: r.genre ? [{ name: r.genre }] : undefined,
    replayGain: replayGainOf(r),
  })
}

export function albumElement(r: AlbumRow): Payload {
  return compact({
    id: String(r.id),
    name: r.name,
    artist: r.artist_name ?? undefined,
    artistId: r.artist_id ? String(r.artist_id) : undefined,
    coverArt: r.image ? coverId('al', r.id) : undefined,
    songCount: Number(r.song_count),
    duration: seconds(r.duration_ms) ?? 0,
    playCount: Number(r.plays),
    created: iso(r.created_at),
    starred: iso(r.starred),
    year: yearOf(r.release_date),
    genre: r.genre ?? undefined,
    genres: r.genre ? [{ name: r.genre }] : undefined,
  })
}

export function artistElement(r: ArtistRow, baseUrl: string): Payload {
  return compact({
    id: String(r.id),
    name: r.name,
    coverArt: r.image_small ? coverId('ar', r.id) : undefined,
    artistImageUrl: absoluteImage(r.image_small, baseUrl),
    albumCount: Number(r.album_count),
    starred: iso(r.starred),
  })
}

export const IGNORED_ARTICLES = 'The El La Los Las Le Les'
const ARTICLES = IGNORED_ARTICLES.split(' ').map((a) => `${a.toLowerCase()} `)

/** The index letter of a name: its first letter after a leading article, `#` for anything else. */
export function indexLetter(name: string): string {
  const lower = name.toLowerCase()
  const article = ARTICLES.find((a) => lower.startsWith(a))
  const first = (article ? name.slice(article.length) : name).trim().charAt(0).toUpperCase()
  return /\p{L}/u.test(first) ? first.normalize('NFD').charAt(0) : '#'
}

/** Artists grouped by index letter, in letter order. */
export function indexed<T>(items: { name: string; element: T }[]): { name: string; artist: T[] }[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const letter = indexLetter(item.name)
    const list = groups.get(letter)
    if (list) list.push(item.element)
    else groups.set(letter, [item.element])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([name, artist]) => ({ name, artist }))
}

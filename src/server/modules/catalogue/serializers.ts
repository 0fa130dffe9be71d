import type { Album, Artist, Tag, Track } from '../../../shared/contracts/catalogue'
import type { Genre } from '../../../shared/contracts/genres'
import { userRefView } from '../../lib/user-views'
import type { AlbumRow, ArtistRow, GenreRow, TagRow, TrackRow } from './relations.repo'

/**
 * Row -> JSON for catalogue models. Only the fields listed here leave the server; the hidden fields of
 * §2.1/§2.2 (temp_id, spotify_id, description, fully_scraped, updated_at...) are never copied, and
 * `src`/`spotify_popularity` only when `showHidden` (own web client or admin).
 */
export interface SerializeCtx {
  showHidden: boolean
}

const iso = (d: Date) => d.toISOString()

export function serializeGenre(row: GenreRow): Genre {
  return {
    id: row.id,
    name: row.name,
    display_name: row.displayName,
    image: row.image,
    popularity: row.popularity,
    model_type: 'genre',
  }
}

export function serializeTag(row: TagRow): Tag {
  return { id: row.id, name: row.name, display_name: row.displayName, type: row.type, model_type: 'tag' }
}

export function serializeArtist(row: ArtistRow, extra: Partial<Artist> = {}): Artist {
  return {
    id: row.id,
    name: row.name,
    image_small: row.imageSmall,
    verified: row.verified,
    plays: row.plays,
    views: row.views,
    spotify_followers: row.spotifyFollowers,
    created_at: iso(row.createdAt),
    model_type: 'artist',
    ...extra,
  }
}

export function serializeTrack(row: TrackRow, ctx: SerializeCtx, albumImage: string | null, extra: Partial<Track> = {}): Track {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    duration: row.duration,
    image: row.image ?? albumImage,
    plays: row.plays,
    owner_id: row.ownerId,
    created_at: iso(row.createdAt),
    model_type: 'track',
    ...(ctx.showHidden ? { src: row.src, spotify_popularity: row.spotifyPopularity } : {}),
    ...(row.loudnessLufs !== null && row.truePeak !== null && row.trackGain !== null
      ? { loudness: { lufs: row.loudnessLufs, true_peak: row.truePeak, track_gain: row.trackGain, album_gain: row.albumGain } }
      : {}),
    ...extra,
  }
}

export function serializeAlbum(row: AlbumRow, ctx: SerializeCtx, extra: Partial<Album> = {}): Album {
  return {
    id: row.id,
    name: row.name,
    release_date: row.releaseDate,
    image: row.image,
    plays: row.plays,
    owner_id: row.ownerId,
    created_at: iso(row.createdAt),
    model_type: 'album',
    ...(ctx.showHidden ? { spotify_popularity: row.spotifyPopularity } : {}),
    ...(row.loudnessLufs !== null && row.albumGain !== null ? { loudness: { lufs: row.loudnessLufs, album_gain: row.albumGain } } : {}),
    ...extra,
  }
}

/** §4.9: plays relative to the album's most-played track × 100, or 50 when nothing was played. */
export function trackPopularity(plays: number, maxPlays: number): number {
  if (maxPlays <= 0) return 50
  return Math.round((plays / maxPlays) * 100)
}

/** Compact user (followers, comments, owners, search): the USER_REF_FIELDS allow-list. */
export const serializeUserRef = userRefView

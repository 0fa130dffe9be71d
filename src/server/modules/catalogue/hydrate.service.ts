import type { Album, Artist, Track } from '../../../shared/contracts/catalogue'
import type { OwnedArtist, RelationsRepo } from './relations.repo'
import {
  serializeAlbum,
  serializeArtist,
  serializeGenre,
  serializeTag,
  serializeTrack,
  trackPopularity,
  type SerializeCtx,
} from './serializers'

export interface TrackLoad {
  /** Compact album (no tracks); the image fallback works either way. */
  album?: boolean
  counts?: boolean
  genres?: boolean
  tags?: boolean
}

export interface AlbumLoad {
  artists?: boolean
  tracks?: boolean
  counts?: boolean
  genres?: boolean
  tags?: boolean
}

function byIdOrder<T extends { id: number }>(ids: number[], items: T[]): T[] {
  const map = new Map(items.map((i) => [i.id, i]))
  return ids.flatMap((id) => map.get(id) ?? [])
}

/**
 * Loads and serialises pages of catalogue models with their relations, keeping the caller's id order.
 * Shared by every catalogue module through tracks/index.ts.
 */
export function makeHydrator({ repo }: { repo: RelationsRepo }) {
  function artistList(rows: { artist: Parameters<typeof serializeArtist>[0]; primary: boolean }[] | undefined): Artist[] {
    return (rows ?? []).map((r) => serializeArtist(r.artist, { primary: r.primary }))
  }

  /**
   * Genres, tags and counts of tracks or albums, each loaded only when `load` asks for it; the result
   * gives one row's fields to spread into its serialised form.
   */
  async function extrasOf(type: 'track' | 'album', ids: number[], load: Pick<TrackLoad, 'counts' | 'genres' | 'tags'>) {
    const [genreMap, tagMap, counts] = await Promise.all([
      load.genres ? repo.genresOf(type, ids) : null,
      load.tags ? repo.tagsOf(type, ids) : null,
      load.counts ? repo.socialCounts(type, ids) : null,
    ])
    return (row: { id: number; plays: number }) => ({
      ...(genreMap ? { genres: (genreMap.get(row.id) ?? []).map(serializeGenre) } : {}),
      ...(tagMap ? { tags: (tagMap.get(row.id) ?? []).map(serializeTag) } : {}),
      ...(counts
        ? {
            likes_count: counts.likes.get(row.id) ?? 0,
            reposts_count: counts.reposts.get(row.id) ?? 0,
            comments_count: counts.comments.get(row.id) ?? 0,
            plays_count: row.plays,
          }
        : {}),
    })
  }

  async function tracks(ids: number[], ctx: SerializeCtx, load: TrackLoad = {}): Promise<Track[]> {
    // One parallel wave: every relation is keyed by the track ids (albums through a subquery).
    const [rows, artistMap, albumRows, extras] = await Promise.all([
      repo.tracksByIds(ids),
      repo.artistsOfTracks(ids),
      repo.albumsOfTracks(ids),
      extrasOf('track', ids, load),
    ])
    const albumsById = new Map(albumRows.map((a) => [a.id, a]))
    const out = rows.map((row) => {
      const album = row.albumId ? albumsById.get(row.albumId) : undefined
      return serializeTrack(row, ctx, album?.image ?? null, {
        artists: artistList(artistMap.get(row.id)),
        ...(load.album !== false ? { album: album ? serializeAlbum(album, ctx) : null } : {}),
        ...extras(row),
      })
    })
    return byIdOrder(ids, out)
  }

  async function albums(ids: number[], ctx: SerializeCtx, load: AlbumLoad = {}): Promise<Album[]> {
    // Every relation is keyed by the album ids themselves, so all of it loads in one parallel wave; the
    // albums come with their artists and the tracks with theirs (one statement each).
    const [{ albums: rows, artists: artistMap }, { tracks: trackRows, artists: trackArtists }, extras] = await Promise.all([
      load.artists !== false ? repo.albumsWithArtists(ids) : repo.albumsByIds(ids).then((albums) => ({ albums, artists: null })),
      load.tracks ? repo.tracksOfAlbumsWithArtists(ids) : { tracks: [], artists: new Map<number, OwnedArtist[]>() },
      extrasOf('album', ids, load),
    ])
    const out = rows.map((row) => {
      const own = trackRows.filter((t) => t.albumId === row.id)
      const maxPlays = Math.max(0, ...own.map((t) => t.plays))
      return serializeAlbum(row, ctx, {
        tracks_count: row.tracksCount,
        ...(artistMap ? { artists: artistList(artistMap.get(row.id)) } : {}),
        ...(load.tracks
          ? {
              tracks: own.map((t) =>
                serializeTrack(t, ctx, row.image, {
                  artists: artistList(trackArtists.get(t.id)),
                  popularity: trackPopularity(t.plays, maxPlays),
                }),
              ),
            }
          : {}),
        ...extras(row),
      })
    })
    return byIdOrder(ids, out)
  }

  async function artists(ids: number[]): Promise<Artist[]> {
    const rows = await repo.artistsByIds(ids)
    return byIdOrder(
      ids,
      rows.map((r) => serializeArtist(r)),
    )
  }

  return { tracks, albums, artists }
}

export type Hydrator = ReturnType<typeof makeHydrator>

import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import {
  albums,
  artistAlbum,
  artistTrack,
  artists,
  comments,
  genreables,
  genres,
  likes,
  reposts,
  taggables,
  tags,
  tracks,
} from '../../db/schema/index'

export type TrackRow = typeof tracks.$inferSelect
export type AlbumRow = typeof albums.$inferSelect
export type ArtistRow = typeof artists.$inferSelect
export type GenreRow = typeof genres.$inferSelect
export type TagRow = typeof tags.$inferSelect
export type CountableType = 'track' | 'album' | 'artist'
type SocialKind = 'likes' | 'reposts' | 'comments'
export type SocialCounts = Record<SocialKind, Map<number, number>>

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = map.get(k)
    if (list) list.push(row)
    else map.set(k, [row])
  }
  return map
}

/** An artist of a track or an album, as the relation lists it. */
export interface OwnedArtist {
  artist: ArtistRow
  primary: boolean
  ownerId: number
}

/** The owners of joined rows (a row per owner and artist), each once, in the rows' order. */
function distinctOwners<R, O extends { id: number }>(rows: R[], owner: (row: R) => O): O[] {
  const seen = new Set<number>()
  return rows.flatMap((row) => {
    const o = owner(row)
    if (seen.has(o.id)) return []
    seen.add(o.id)
    return [o]
  })
}

/** The artists of joined rows per owner, in the rows' order; an owner without artists has none. */
function ownedArtists<R extends { artist: ArtistRow | null; primary: boolean | null }>(rows: R[], ownerId: (row: R) => number): Map<number, OwnedArtist[]> {
  const joined = rows.flatMap((r) => (r.artist ? [{ artist: r.artist, primary: r.primary ?? false, ownerId: ownerId(r) }] : []))
  return groupBy(joined, (r) => r.ownerId)
}

/**
 * Batched relation loading for catalogue models: one query per relation for a whole page of ids, so
 * serialising a list never runs a query per row.
 */
export function makeRelationsRepo(db: Db) {
  return {
    async tracksByIds(ids: number[]): Promise<TrackRow[]> {
      if (ids.length === 0) return []
      return db.select().from(tracks).where(inArray(tracks.id, ids))
    },

    async albumsByIds(ids: number[]): Promise<AlbumRow[]> {
      if (ids.length === 0) return []
      return db.select().from(albums).where(inArray(albums.id, ids))
    },

    /** The albums of these tracks (one query, no round trip for the tracks' album ids first). */
    async albumsOfTracks(trackIds: number[]): Promise<AlbumRow[]> {
      if (trackIds.length === 0) return []
      return db
        .select()
        .from(albums)
        .where(inArray(albums.id, db.select({ id: tracks.albumId }).from(tracks).where(inArray(tracks.id, trackIds))))
    },

    async artistsByIds(ids: number[]): Promise<ArtistRow[]> {
      if (ids.length === 0) return []
      return db.select().from(artists).where(inArray(artists.id, ids))
    },

    /** Artists per track, primary first, then by name. */
    async artistsOfTracks(ids: number[]) {
      if (ids.length === 0) return new Map<number, { artist: ArtistRow; primary: boolean; ownerId: number }[]>()
      const rows = await db
        .select({ artist: artists, primary: artistTrack.primary, ownerId: artistTrack.trackId })
        .from(artistTrack)
        .innerJoin(artists, eq(artists.id, artistTrack.artistId))
        .where(inArray(artistTrack.trackId, ids))
        .orderBy(desc(artistTrack.primary), asc(artists.name), asc(artists.id))
      return groupBy(rows, (r) => r.ownerId)
    },

    /**
     * Albums with their artists (primary first, then by name) in one statement: a row per album and
     * artist. An album page's answer and its title each cost one round trip fewer (issue 27).
     */
    async albumsWithArtists(ids: number[]): Promise<{ albums: AlbumRow[]; artists: Map<number, OwnedArtist[]> }> {
      if (ids.length === 0) return { albums: [], artists: new Map() }
      const rows = await db
        .select({ album: albums, artist: artists, primary: artistAlbum.primary })
        .from(albums)
        .leftJoin(artistAlbum, eq(artistAlbum.albumId, albums.id))
        .leftJoin(artists, eq(artists.id, artistAlbum.artistId))
        .where(inArray(albums.id, ids))
        .orderBy(asc(albums.id), desc(artistAlbum.primary), asc(artists.name), asc(artists.id))
      return { albums: distinctOwners(rows, (r) => r.album), artists: ownedArtists(rows, (r) => r.album.id) }
    },

    /**
     * Tracks of albums ordered by number (§2.2), ties by id, with each track's artists (primary first,
     * then by name) in one statement: a row per track and artist.
     */
    async tracksOfAlbumsWithArtists(albumIds: number[]): Promise<{ tracks: TrackRow[]; artists: Map<number, OwnedArtist[]> }> {
      if (albumIds.length === 0) return { tracks: [], artists: new Map() }
      const rows = await db
        .select({ track: tracks, artist: artists, primary: artistTrack.primary })
        .from(tracks)
        .leftJoin(artistTrack, eq(artistTrack.trackId, tracks.id))
        .leftJoin(artists, eq(artists.id, artistTrack.artistId))
        .where(inArray(tracks.albumId, albumIds))
        .orderBy(asc(tracks.albumId), sql`${tracks.number} asc nulls last`, asc(tracks.id), desc(artistTrack.primary), asc(artists.name), asc(artists.id))
      return { tracks: distinctOwners(rows, (r) => r.track), artists: ownedArtists(rows, (r) => r.track.id) }
    },

    async genresOf(type: CountableType, ids: number[]): Promise<Map<number, GenreRow[]>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ genre: genres, ownerId: genreables.genreableId })
        .from(genreables)
        .innerJoin(genres, eq(genres.id, genreables.genreId))
        .where(and(eq(genreables.genreableType, type), inArray(genreables.genreableId, ids)))
        .orderBy(asc(genres.name))
      const grouped = groupBy(rows, (r) => r.ownerId)
      return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.genre)]))
    },

    async tagsOf(type: 'track' | 'album', ids: number[]): Promise<Map<number, TagRow[]>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectDistinct({ tag: tags, ownerId: taggables.taggableId })
        .from(taggables)
        .innerJoin(tags, eq(tags.id, taggables.tagId))
        .where(and(eq(taggables.taggableType, type), inArray(taggables.taggableId, ids)))
      const grouped = groupBy(rows, (r) => r.ownerId)
      return new Map([...grouped].map(([k, v]) => [k, v.map((r) => r.tag)]))
    },

    async likeCounts(type: CountableType, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({ id: likes.likeableId, n: sql<number>`count(*)::int` })
        .from(likes)
        .where(and(eq(likes.likeableType, type), inArray(likes.likeableId, ids)))
        .groupBy(likes.likeableId)
      return new Map(rows.map((r) => [r.id, Number(r.n)]))
    },

    /**
     * Likes, reposts and live comments of tracks or albums in one statement (a union of three grouped
     * counts): a page's counts cost one round trip, which on the embedded database is most of their cost.
     */
    async socialCounts(type: 'track' | 'album', ids: number[]): Promise<SocialCounts> {
      const counts: SocialCounts = { likes: new Map(), reposts: new Map(), comments: new Map() }
      if (ids.length === 0) return counts
      const rows = await unionAll(
        db.select({ kind: sql<SocialKind>`'likes'`.as('kind'), id: likes.likeableId, n: sql<number>`count(*)::int`.as('n') })
          .from(likes).where(and(eq(likes.likeableType, type), inArray(likes.likeableId, ids))).groupBy(likes.likeableId),
        db.select({ kind: sql<SocialKind>`'reposts'`.as('kind'), id: reposts.repostableId, n: sql<number>`count(*)::int`.as('n') })
          .from(reposts).where(and(eq(reposts.repostableType, type), inArray(reposts.repostableId, ids))).groupBy(reposts.repostableId),
        db.select({ kind: sql<SocialKind>`'comments'`.as('kind'), id: comments.commentableId, n: sql<number>`count(*)::int`.as('n') })
          .from(comments).where(and(eq(comments.commentableType, type), inArray(comments.commentableId, ids), eq(comments.deleted, false)))
          .groupBy(comments.commentableId),
      )
      for (const row of rows) counts[row.kind].set(row.id, Number(row.n))
      return counts
    },
  }
}

export type RelationsRepo = ReturnType<typeof makeRelationsRepo>

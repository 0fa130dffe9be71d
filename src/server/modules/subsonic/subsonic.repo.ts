import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { prefixPattern } from '../library/index'

/**
 * The catalogue reads behind /rest. Lists select ids along an index (name, created, plays, likes, genre
 * and artist links), then one query per kind loads the rows for those ids, with the caller's like
 * (Subsonic's `starred`). Each query names the index it walks.
 */
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[]
const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id))
const intArray = (values: number[]) => sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int[]`

export interface SongRow {
  id: number
  name: string
  number: number | null
  duration: number | null
  plays: number
  src: string | null
  image: string | null
  created_at: Date | string
  album_id: number | null
  album_name: string | null
  album_image: string | null
  release_date: string | null
  artist_id: number | null
  artist_name: string | null
  genre: string | null
  starred: Date | string | null
  /** Loudness job figures (migration 0018), null until the track is analysed: dB gains, dBTP peaks. */
  track_gain: number | null
  album_gain: number | null
  true_peak: number | null
  /** The loudest true peak among the album's analysed tracks (dBTP). */
  album_peak: number | null
}

export interface AlbumRow {
  id: number
  name: string
  image: string | null
  release_date: string | null
  plays: number
  created_at: Date | string
  description: string | null
  song_count: number
  duration_ms: number | null
  artist_id: number | null
  artist_name: string | null
  genre: string | null
  starred: Date | string | null
}

export interface ArtistRow {
  id: number
  name: string
  image_small: string | null
  album_count: number
  starred: Date | string | null
}

export type LikeableType = 'track' | 'album' | 'artist'

function ordered<T extends { id: number }>(wanted: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [Number(r.id), r]))
  return wanted.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ ...row, id }] : []
  })
}

export function makeSubsonicRepo(db: Db) {
  const run = async <T>(query: SQL) => rowsOf<T>(await db.execute(query))
  const idList = async (query: SQL) => ids(await run<{ id: number }>(query))

  return {
    async songs(trackIds: number[], userId: number): Promise<SongRow[]> {
      if (trackIds.length === 0) return []
      const rows = await run<SongRow>(sql`
        select t.id, t.name, t.number, t.duration, t.plays, t.src, t.image, t.created_at, t.album_id,
          a.name as album_name, a.image as album_image, a.release_date, ar.id as artist_id, ar.name as artist_name,
          (select g.name from genreables gg join genres g on g.id = gg.genre_id
            where gg.genreable_type = 'track' and gg.genreable_id = t.id order by g.name limit 1) as genre,
          l.created_at as starred,
          t.track_gain, t.album_gain, t.true_peak,
          (select max(o.true_peak) from tracks o where t.album_gain is not null and o.album_id = t.album_id) as album_peak
        from tracks t
        left join albums a on a.id = t.album_id
        left join lateral (select x.id, x.name from artist_track at join artists x on x.id = at.artist_id
          where at.track_id = t.id order by at."primary" desc, x.name limit 1) ar on true
        left join likes l on l.user_id = ${userId} and l.likeable_type = 'track' and l.likeable_id = t.id
        where t.id = any(${intArray(trackIds)})`)
      return ordered(trackIds, rows)
    },

    async albums(albumIds: number[], userId: number): Promise<AlbumRow[]> {
      if (albumIds.length === 0) return []
      const rows = await run<AlbumRow>(sql`
        select a.id, a.name, a.image, a.release_date, a.plays, a.created_at, a.description, a.tracks_count as song_count,
          (select sum(t.duration) from tracks t where t.album_id = a.id) as duration_ms,
          ar.id as artist_id, ar.name as artist_name,
          (select g.name from genreables gg join genres g on g.id = gg.genre_id
            where gg.genreable_type = 'album' and gg.genreable_id = a.id order by g.name limit 1) as genre,
          l.created_at as starred
        from albums a
        left join lateral (select x.id, x.name from artist_album aa join artists x on x.id = aa.artist_id
          where aa.album_id = a.id order by aa."primary" desc, x.name limit 1) ar on true
        left join likes l on l.user_id = ${userId} and l.likeable_type = 'album' and l.likeable_id = a.id
        where a.id = any(${intArray(albumIds)})`)
      return ordered(albumIds, rows)
    },

    async artists(artistIds: number[], userId: number): Promise<ArtistRow[]> {
      if (artistIds.length === 0) return []
      const rows = await run<ArtistRow>(sql`
        select ar.id, ar.name, ar.image_small,
          (select count(*)::int from artist_album aa where aa.artist_id = ar.id) as album_count,
          l.created_at as starred
        from artists ar
        left join likes l on l.user_id = ${userId} and l.likeable_type = 'artist' and l.likeable_id = ar.id
        where ar.id = any(${intArray(artistIds)})`)
      return ordered(artistIds, rows)
    },

    /** artists_name_idx. */
    artistIdsByName: (limit: number, offset: number) => idList(sql`select id from artists order by name, id limit ${limit} offset ${offset}`),

    /** artist_album_order_idx: the artist's albums, big releases first, newest first. */
    albumIdsOfArtist: (artistId: number, limit: number) =>
      idList(sql`select album_id as id from artist_album where artist_id = ${artistId}
        order by album_big desc, album_released desc, album_id desc limit ${limit}`),

    /** tracks_album_number_idx. */
    trackIdsOfAlbum: (albumId: number, limit: number) =>
      idList(sql`select id from tracks where album_id = ${albumId} order by number nulls last, id limit ${limit}`),

    /** artist_track primary key (artist_id, track_id), then the tracks' plays. */
    topTrackIdsOfArtist: (artistId: number, limit: number) =>
      idList(sql`select t.id from artist_track at join tracks t on t.id = at.track_id
        where at.artist_id = ${artistId} order by t.plays desc, t.id desc limit ${limit}`),

    async artistIdNamed(name: string): Promise<number | null> {
      const [row] = await run<{ id: number }>(sql`select id from artists where name = ${name} order by id limit 1`)
      return row ? Number(row.id) : null
    },

    /** Artists sharing a genre with this one (genreables_genre_type_idx), most played first. */
    similarArtistIds: (artistId: number, limit: number) =>
      idList(sql`select ar.id from artists ar where ar.id in (
          select o.genreable_id from genreables g join genreables o on o.genre_id = g.genre_id and o.genreable_type = 'artist'
          where g.genreable_type = 'artist' and g.genreable_id = ${artistId} and o.genreable_id <> ${artistId})
        order by ar.plays desc, ar.id desc limit ${limit}`),

    /** Songs by the artist and by artists sharing its genres, most played first. */
    similarTrackIds: (artistId: number, limit: number) =>
      idList(sql`select t.id from tracks t where t.id in (
          select at.track_id from artist_track at where at.artist_id = ${artistId} or at.artist_id in (
            select o.genreable_id from genreables g join genreables o on o.genre_id = g.genre_id and o.genreable_type = 'artist'
            where g.genreable_type = 'artist' and g.genreable_id = ${artistId}))
        order by t.plays desc, t.id desc limit ${limit}`),

    async genres(limit: number) {
      return run<{ name: string; song_count: number; album_count: number }>(sql`
        select g.name,
          (select count(*)::int from genreables x where x.genre_id = g.id and x.genreable_type = 'track') as song_count,
          (select count(*)::int from genreables x where x.genre_id = g.id and x.genreable_type = 'album') as album_count
        from genres g order by g.name limit ${limit}`)
    },

    /** genreables_genre_type_idx, by the genre's unique name. */
    idsByGenre: (type: 'track' | 'album', genre: string, limit: number, offset: number) =>
      idList(sql`select x.genreable_id as id from genreables x join genres g on g.id = x.genre_id
        where g.name = ${genre} and x.genreable_type = ${type}
        order by x.genreable_id desc limit ${limit} offset ${offset}`),

    /**
     * Random rows without sorting the table: draw ids uniformly between the smallest and largest id and keep
     * the ones that exist (primary key lookups), drawing more than asked so gaps in the ids rarely shorten it.
     */
    randomIds: (table: 'tracks' | 'albums', limit: number) =>
      idList(sql`select distinct x.id from (
          select floor(random() * (b.hi - b.lo + 1))::int + b.lo as id
          from (select min(id) as lo, max(id) as hi from ${sql.raw(table)}) b, generate_series(1, ${limit * 4})
        ) r join ${sql.raw(table)} x on x.id = r.id limit ${limit}`),

    /** Random songs within a genre and/or years: the filtered set is bounded by its index first. */
    randomTrackIdsWhere: (genre: string | null, fromYear: number | null, toYear: number | null, limit: number) =>
      idList(sql`select t.id from tracks t left join albums a on a.id = t.album_id
        where ${genre ? sql`t.id in (select x.genreable_id from genreables x join genres g on g.id = x.genre_id where g.name = ${genre} and x.genreable_type = 'track')` : sql`true`}
          and ${fromYear !== null ? sql`a.release_date >= ${String(fromYear)}` : sql`true`}
          and ${toYear !== null ? sql`a.release_date < ${String(toYear + 1)}` : sql`true`}
        order by random() limit ${limit}`),

    /** likes_user_type_created_idx. */
    likedIds: (userId: number, type: LikeableType, limit: number, offset: number) =>
      idList(sql`select likeable_id as id from likes where user_id = ${userId} and likeable_type = ${type}
        order by created_at desc, id desc limit ${limit} offset ${offset}`),

    /** albums_created_idx. */
    newestAlbumIds: (limit: number, offset: number) =>
      idList(sql`select id from albums order by created_at desc nulls first, id desc nulls first limit ${limit} offset ${offset}`),
    /** albums_plays_idx. */
    frequentAlbumIds: (limit: number, offset: number) =>
      idList(sql`select id from albums order by plays desc nulls first, id desc nulls first limit ${limit} offset ${offset}`),
    /** albums_name_idx. */
    albumIdsByName: (limit: number, offset: number) => idList(sql`select id from albums order by name, id limit ${limit} offset ${offset}`),
    /** artists_name_idx, then each artist's primary albums. */
    albumIdsByArtist: (limit: number, offset: number) =>
      idList(sql`select aa.album_id as id from artists ar join artist_album aa on aa.artist_id = ar.id and aa."primary"
        order by ar.name, ar.id, aa.album_id limit ${limit} offset ${offset}`),
    /** albums_release_idx: release_date is `YYYY[-MM-DD]` text, so a year range is a string range. */
    albumIdsByYear: (fromYear: number, toYear: number, limit: number, offset: number) => {
      const [lo, hi, dir] = fromYear <= toYear ? [fromYear, toYear, sql`asc`] : [toYear, fromYear, sql`desc`]
      return idList(sql`select id from albums where release_date >= ${String(lo)} and release_date < ${String(hi + 1)}
        order by release_date ${dir}, id ${dir} limit ${limit} offset ${offset}`)
    },
    /** track_plays_user_created_idx: albums of the user's latest plays, most recent first. */
    recentAlbumIds: (userId: number, limit: number, offset: number) =>
      idList(sql`select t.album_id as id from (select track_id, created_at from track_plays where user_id = ${userId}
          order by created_at desc limit 2000) p join tracks t on t.id = p.track_id where t.album_id is not null
        group by t.album_id order by max(p.created_at) desc limit ${limit} offset ${offset}`),

    /**
     * search3: the `*_search_prefix_idx` (text_pattern_ops) on search_name; an empty query lists everything by
     * id, which apps such as Symfonium use to sync a library page by page.
     */
    searchIds: (type: 'tracks' | 'albums' | 'artists', query: string, limit: number, offset: number) => {
      const table = sql.raw(type)
      if (query === '') return idList(sql`select id from ${table} order by id limit ${limit} offset ${offset}`)
      return idList(sql`select id from ${table} where search_name like ${prefixPattern(query)}
        order by search_name, id limit ${limit} offset ${offset}`)
    },

    async lyrics(trackId: number) {
      const [row] = await run<{ text: string; is_synced: boolean }>(sql`select text, is_synced from lyrics where track_id = ${trackId} limit 1`)
      return row ?? null
    },

    async imageOf(kind: 'track' | 'album' | 'artist' | 'playlist', id: number): Promise<string | null> {
      const query = {
        track: sql`select coalesce(t.image, a.image) as image from tracks t left join albums a on a.id = t.album_id where t.id = ${id}`,
        album: sql`select image from albums where id = ${id}`,
        artist: sql`select image_small as image from artists where id = ${id}`,
        playlist: sql`select image from playlists where id = ${id}`,
      }[kind]
      const [row] = await run<{ image: string | null }>(query)
      return row?.image ?? null
    },

    async userImage(username: string): Promise<string | null> {
      const [row] = await run<{ image: string | null }>(sql`select image from users where coalesce(username, email) = ${username} limit 1`)
      return row?.image ?? null
    },

    async playQueue(userId: number) {
      const [row] = await run<{ track_ids: number[]; current_id: number | null; position_ms: number; changed_by: string; changed_at: Date | string }>(
        sql`select track_ids, current_id, position_ms, changed_by, changed_at from subsonic_play_queues where user_id = ${userId}`,
      )
      return row ?? null
    },

    async savePlayQueue(userId: number, trackIds: number[], currentId: number | null, positionMs: number, changedBy: string, at: Date) {
      await db.execute(sql`insert into subsonic_play_queues (user_id, track_ids, current_id, position_ms, changed_by, changed_at)
        values (${userId}, ${JSON.stringify(trackIds)}::jsonb, ${currentId}, ${positionMs}, ${changedBy}, ${at})
        on conflict (user_id) do update set track_ids = excluded.track_ids, current_id = excluded.current_id,
          position_ms = excluded.position_ms, changed_by = excluded.changed_by, changed_at = excluded.changed_at`)
    },

    async clearPlayQueue(userId: number) {
      await db.execute(sql`delete from subsonic_play_queues where user_id = ${userId}`)
    },
  }
}

export type SubsonicRepo = ReturnType<typeof makeSubsonicRepo>

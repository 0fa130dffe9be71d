import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { artistTrack, genreables, genres, taggables, tracks } from '../../db/schema/index'

/** How many of the seed's own tracks define its listeners (artist and genre seeds). */
const SEED_TRACKS = 200
/** Candidates kept after the shared-metadata weighting, before co-listening is counted. */
const CANDIDATE_POOL = 1000
/** Listeners of the seed considered for co-listening (most recent first). */
const LISTENERS = 2000

const intArray = (ids: number[]) =>
  ids.length ? sql`array[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]` : sql`array[]::int[]`

export interface SeedFeatures {
  artists: number[]
  genres: number[]
  tags: number[]
  /** Tracks whose listeners define co-listening. */
  tracks: number[]
  exclude: number | null
}

export function makeRadioRepo(db: Db) {
  const ids = async (q: Promise<{ id: number }[]>) => (await q).map((r) => r.id)

  return {
    async genreByIdOrName(idOrName: string) {
      const where = /^\d+$/.test(idOrName) ? eq(genres.id, Number(idOrName)) : eq(genres.name, idOrName.toLowerCase())
      const [row] = await db.select().from(genres).where(where).limit(1)
      return row ?? null
    },

    /** A track seed: its artists, its own, album and artists' genres, and its tags. */
    async trackFeatures(trackId: number, albumId: number | null): Promise<SeedFeatures> {
      const artists = await ids(db.select({ id: artistTrack.artistId }).from(artistTrack).where(eq(artistTrack.trackId, trackId)))
      const owners: SQL[] = [sql`(${genreables.genreableType} = 'track' and ${genreables.genreableId} = ${trackId})`]
      if (albumId) owners.push(sql`(${genreables.genreableType} = 'album' and ${genreables.genreableId} = ${albumId})`)
      if (artists.length) owners.push(sql`(${genreables.genreableType} = 'artist' and ${genreables.genreableId} = any(${intArray(artists)}))`)
      const genreIds = await ids(db.selectDistinct({ id: genreables.genreId }).from(genreables).where(sql.join(owners, sql` or `)))
      const tags = await ids(
        db.selectDistinct({ id: taggables.tagId }).from(taggables).where(and(eq(taggables.taggableType, 'track'), eq(taggables.taggableId, trackId))),
      )
      return { artists, genres: genreIds, tags, tracks: [trackId], exclude: trackId }
    },

    /** An artist seed: the artist and its genres; listeners are those of its most played tracks. */
    async artistFeatures(artistId: number): Promise<SeedFeatures> {
      const genreIds = await ids(
        db.select({ id: genreables.genreId }).from(genreables).where(and(eq(genreables.genreableType, 'artist'), eq(genreables.genreableId, artistId))),
      )
      const seedTracks = await ids(
        db
          .select({ id: tracks.id })
          .from(artistTrack)
          .innerJoin(tracks, eq(tracks.id, artistTrack.trackId))
          .where(eq(artistTrack.artistId, artistId))
          .orderBy(desc(tracks.plays), desc(tracks.id))
          .limit(SEED_TRACKS),
      )
      return { artists: [artistId], genres: genreIds, tags: [], tracks: seedTracks, exclude: null }
    },

    /** A genre seed: listeners are those of the genre's directly tagged, most played tracks. */
    async genreFeatures(genreId: number): Promise<SeedFeatures> {
      const seedTracks = await ids(
        db
          .select({ id: tracks.id })
          .from(genreables)
          .innerJoin(tracks, eq(tracks.id, genreables.genreableId))
          .where(and(eq(genreables.genreId, genreId), eq(genreables.genreableType, 'track')))
          .orderBy(desc(tracks.plays), desc(tracks.id))
          .limit(SEED_TRACKS),
      )
      return { artists: [], genres: [genreId], tags: [], tracks: seedTracks, exclude: null }
    },

    /**
     * §4.11 in one statement: candidates sharing artists (weight 3), genres (track 2, album 1.5,
     * artist 1) or tags (1) with the seed; the sum is multiplied by 1 + the number of the seed's
     * listeners (plays or likes) who also played or liked the candidate; then at most `perArtist` per
     * primary artist, best first.
     */
    async recommend(f: SeedFeatures, perArtist: number, limit: number): Promise<number[]> {
      const A = intArray(f.artists)
      const G = intArray(f.genres)
      const T = intArray(f.tags)
      const S = intArray(f.tracks)
      const res = await db.execute(sql`
        with cand as (
          select at.track_id as id, 3.0 as w from artist_track at where at.artist_id = any(${A})
          union all select g.genreable_id, 2.0 from genreables g where g.genre_id = any(${G}) and g.genreable_type = 'track'
          union all select t.id, 1.5 from genreables g join tracks t on t.album_id = g.genreable_id
            where g.genre_id = any(${G}) and g.genreable_type = 'album'
          union all select at.track_id, 1.0 from genreables g join artist_track at on at.artist_id = g.genreable_id
            where g.genre_id = any(${G}) and g.genreable_type = 'artist'
          union all select tx.taggable_id, 1.0 from taggables tx where tx.tag_id = any(${T}) and tx.taggable_type = 'track'
        ),
        base as (
          select id, sum(w) as base from cand where id <> ${f.exclude ?? 0} group by id order by base desc, id limit ${CANDIDATE_POOL}
        ),
        listeners as (
          select user_id from (select p.user_id from track_plays p where p.track_id = any(${S}) and p.user_id is not null
            order by p.created_at desc limit ${LISTENERS}) recent
          union select l.user_id from likes l where l.likeable_type = 'track' and l.likeable_id = any(${S})
        ),
        co as (
          select id, count(distinct uid) as n from (
            select p.track_id as id, p.user_id as uid from track_plays p join base b on b.id = p.track_id
              where p.user_id in (select user_id from listeners)
            union all select l.likeable_id, l.user_id from likes l join base b on b.id = l.likeable_id
              where l.likeable_type = 'track' and l.user_id in (select user_id from listeners)
          ) x group by id
        ),
        scored as (
          select b.id, b.base * (1 + coalesce(co.n, 0)) as score, t.plays,
            (select at.artist_id from artist_track at where at.track_id = b.id order by at.primary desc, at.artist_id limit 1) as artist
          from base b join tracks t on t.id = b.id left join co on co.id = b.id
        ),
        ranked as (
          select id, score, plays, row_number() over (partition by coalesce(artist, -id) order by score desc, plays desc, id) as rn from scored
        )
        select id from ranked where rn <= ${perArtist} order by score desc, plays desc, id limit ${limit}`)
      const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { id: number }[]
      return rows.map((r) => Number(r.id))
    },
  }
}

export type RadioRepo = ReturnType<typeof makeRadioRepo>

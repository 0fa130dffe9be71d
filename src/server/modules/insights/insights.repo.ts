import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artistTrack, artists, modelViews, trackPlays, tracks, users } from '../../db/schema/index'
import type { InsightsGranularity, InsightsModel } from '../../../shared/contracts/insights'

export type Breakdown = 'devices' | 'platforms' | 'browsers' | 'locations'
export type TopList = 'tracks' | 'artists' | 'albums' | 'users'

/** One request's filter: which plays (scope) between start (inclusive) and end (exclusive). */
export interface PlayFilter {
  scope: InsightsModel
  start: Date
  end: Date
}

export interface TopRow {
  id: number
  name: string
  image: string | null
  value: number
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[]

const BREAKDOWN_COLUMN = {
  devices: trackPlays.device,
  platforms: trackPlays.platform,
  browsers: trackPlays.browser,
  locations: trackPlays.location,
} as const

const count = sql<number>`count(*)::int`

/**
 * Which plays belong to the model. Every branch ends on track_plays_track_created_idx (track_id,
 * created_at): an album's or artist's tracks come from tracks_album_number_idx / artist_track's key; the
 * whole site uses track_plays_created_idx.
 */
function scopeOf(db: Db, scope: InsightsModel): SQL | undefined {
  switch (scope.type) {
    case 'track_play':
      return undefined
    case 'track':
      return eq(trackPlays.trackId, scope.id)
    case 'album':
      return inArray(trackPlays.trackId, db.select({ id: tracks.id }).from(tracks).where(eq(tracks.albumId, scope.id)))
    case 'artist':
      return inArray(trackPlays.trackId, db.select({ id: artistTrack.trackId }).from(artistTrack).where(eq(artistTrack.artistId, scope.id)))
  }
}

function whereOf(db: Db, f: PlayFilter): SQL | undefined {
  return and(scopeOf(db, f.scope), gte(trackPlays.createdAt, f.start), lt(trackPlays.createdAt, f.end))
}

export function makeInsightsRepo(db: Db) {
  return {
    /**
     * Plays per bucket in the time zone, every bucket of the range present (0 when empty). Buckets are
     * local wall-clock starts (`YYYY-MM-DDTHH:mm`): the first holds the range's start, the last its end.
     */
    async playsOverTime(f: PlayFilter, granularity: InsightsGranularity, timeZone: string): Promise<{ label: string; value: number }[]> {
      const local = sql`${trackPlays.createdAt} at time zone ${timeZone}`
      const counts = db
        .select({ bucket: sql`date_trunc(${granularity}, ${local})`.as('bucket'), n: count.as('n') })
        .from(trackPlays)
        .where(whereOf(db, f))
        .groupBy(sql`1`)
      const step = `1 ${granularity}`
      // The range's end is exclusive: its last bucket is the one holding the last microsecond before it.
      const res = await db.execute(sql`
        with counts as (${counts})
        select to_char(s.bucket, 'YYYY-MM-DD"T"HH24:MI') as label, coalesce(c.n, 0)::int as value
        from generate_series(
          date_trunc(${granularity}, ${f.start.toISOString()}::timestamptz at time zone ${timeZone}),
          (${f.end.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${timeZone},
          ${step}::interval
        ) as s(bucket)
        left join counts c on c.bucket = s.bucket
        order by s.bucket`)
      return rowsOf<{ label: string; value: number }>(res).map((r) => ({ label: r.label, value: Number(r.value) }))
    },

    /**
     * Distinct visitors per bucket (every bucket present), and over the whole range. A visitor is the key
     * views use (`u:<userId>`, `g:<cookie hash>`, plays/visitor.ts): whoever played one of the scope's
     * tracks, and for the whole site also whoever opened a page (model_views keeps each visitor's latest
     * view of a page, so older views of a page seen again since are not counted in their bucket).
     */
    async visitorsOverTime(f: PlayFilter, granularity: InsightsGranularity, timeZone: string): Promise<{ total: number; data: { label: string; value: number }[] }> {
      const who = sql`coalesce('u:' || ${trackPlays.userId}::text, 'g:' || left(${trackPlays.guestId}, 60))`
      const plays = sql`select ${trackPlays.createdAt} as at, ${who} as who from ${trackPlays} where ${whereOf(db, f)}`
      const views = sql`select ${modelViews.viewedAt} as at, ${modelViews.visitorKey} as who from ${modelViews}
        where ${modelViews.viewedAt} >= ${f.start.toISOString()}::timestamptz and ${modelViews.viewedAt} < ${f.end.toISOString()}::timestamptz`
      const visits = f.scope.type === 'track_play' ? sql`${plays} union all ${views}` : plays
      const step = `1 ${granularity}`
      const res = await db.execute(sql`
        with visits as (${visits}),
        counts as (
          select date_trunc(${granularity}, at at time zone ${timeZone}) as bucket, count(distinct who)::int as n
          from visits where who is not null group by 1
        )
        select to_char(s.bucket, 'YYYY-MM-DD"T"HH24:MI') as label, coalesce(c.n, 0)::int as value,
          (select count(distinct who)::int from visits where who is not null) as total
        from generate_series(
          date_trunc(${granularity}, ${f.start.toISOString()}::timestamptz at time zone ${timeZone}),
          (${f.end.toISOString()}::timestamptz - interval '1 microsecond') at time zone ${timeZone},
          ${step}::interval
        ) as s(bucket)
        left join counts c on c.bucket = s.bucket
        order by s.bucket`)
      const rows = rowsOf<{ label: string; value: number; total: number }>(res)
      return { total: Number(rows[0]?.total ?? 0), data: rows.map((r) => ({ label: r.label, value: Number(r.value) })) }
    },

    async totalPlays(f: PlayFilter): Promise<number> {
      const [row] = await db.select({ n: count }).from(trackPlays).where(whereOf(db, f))
      return Number(row?.n ?? 0)
    },

    /** Biggest values of one play column, ties by name; plays without the value count as null. */
    async breakdown(f: PlayFilter, metric: Breakdown, limit: number): Promise<{ value: string | null; plays: number }[]> {
      const column = BREAKDOWN_COLUMN[metric]
      const rows = await db
        .select({ value: column, plays: count })
        .from(trackPlays)
        .where(whereOf(db, f))
        .groupBy(column)
        .orderBy(desc(count), sql`${column} nulls last`)
        .limit(limit)
      return rows.map((r) => ({ value: r.value, plays: Number(r.plays) }))
    },

    /**
     * Most played tracks, artists (each play counts for every artist of the track), albums or signed-in
     * listeners; ties by id.
     */
    async top(f: PlayFilter, list: TopList, limit: number): Promise<TopRow[]> {
      const where = whereOf(db, f)
      const order = [desc(count)] as const
      switch (list) {
        case 'tracks':
          return db
            .select({ id: tracks.id, name: tracks.name, image: tracks.image, value: count })
            .from(trackPlays)
            .innerJoin(tracks, eq(tracks.id, trackPlays.trackId))
            .where(where)
            .groupBy(tracks.id)
            .orderBy(...order, tracks.id)
            .limit(limit)
        case 'artists':
          return db
            .select({ id: artists.id, name: artists.name, image: artists.imageSmall, value: count })
            .from(trackPlays)
            .innerJoin(artistTrack, eq(artistTrack.trackId, trackPlays.trackId))
            .innerJoin(artists, eq(artists.id, artistTrack.artistId))
            .where(where)
            .groupBy(artists.id)
            .orderBy(...order, artists.id)
            .limit(limit)
        case 'albums':
          return db
            .select({ id: albums.id, name: albums.name, image: albums.image, value: count })
            .from(trackPlays)
            .innerJoin(tracks, eq(tracks.id, trackPlays.trackId))
            .innerJoin(albums, eq(albums.id, tracks.albumId))
            .where(where)
            .groupBy(albums.id)
            .orderBy(...order, albums.id)
            .limit(limit)
        case 'users': {
          // Listeners by display name only: never their e-mail address.
          const name = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username}, 'User ' || ${users.id})`
          return db
            .select({ id: users.id, name, image: users.image, value: count })
            .from(trackPlays)
            .innerJoin(users, eq(users.id, trackPlays.userId))
            .where(and(where, isNotNull(trackPlays.userId)))
            .groupBy(users.id)
            .orderBy(...order, users.id)
            .limit(limit)
        }
      }
    },

    // Correlated on the outer row by its quoted table name: drizzle leaves columns unqualified in a
    // single-table select, which would make artist_id ambiguous inside the subquery.
    /** Owner and whether the user is attached (user_artist) to one of its artists; null if no such track. */
    async trackAccess(trackId: number, userId: number): Promise<{ ownerId: number | null; viaArtist: boolean } | null> {
      const viaArtist = sql<boolean>`exists (select 1 from artist_track at join user_artist ua on ua.artist_id = at.artist_id
        where at.track_id = "tracks"."id" and ua.user_id = ${userId})`
      const [row] = await db.select({ ownerId: tracks.ownerId, viaArtist }).from(tracks).where(eq(tracks.id, trackId)).limit(1)
      return row ?? null
    },

    async albumAccess(albumId: number, userId: number): Promise<{ ownerId: number | null; viaArtist: boolean } | null> {
      const viaArtist = sql<boolean>`exists (select 1 from artist_album aa join user_artist ua on ua.artist_id = aa.artist_id
        where aa.album_id = "albums"."id" and ua.user_id = ${userId})`
      const [row] = await db.select({ ownerId: albums.ownerId, viaArtist }).from(albums).where(eq(albums.id, albumId)).limit(1)
      return row ?? null
    },

    async artistAccess(artistId: number, userId: number): Promise<{ ownerId: null; viaArtist: boolean } | null> {
      const viaArtist = sql<boolean>`exists (select 1 from user_artist ua where ua.artist_id = "artists"."id" and ua.user_id = ${userId})`
      const [row] = await db.select({ viaArtist }).from(artists).where(eq(artists.id, artistId)).limit(1)
      return row ? { ownerId: null, viaArtist: row.viaArtist } : null
    },
  }
}

export type InsightsRepo = ReturnType<typeof makeInsightsRepo>

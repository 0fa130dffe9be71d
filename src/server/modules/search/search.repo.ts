import { inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'

/**
 * Local search over the expression indexes of migration 0002_search: every key below is spelled exactly
 * as its index (lower(encore_unaccent(...))) so PostgreSQL can use the GIN trigram and tsvector indexes.
 * Matching = full-text prefix match ('simple' config, any script) OR trigram similarity (typos).
 */

/**
 * Matching rows scored per source. The trigram index is lossy, so every candidate is re-checked with
 * unaccent(); a very common prefix (3% of a million tracks) would otherwise cost seconds. Past the cap,
 * which matches get ranked is arbitrary, which only affects queries too vague to rank usefully anyway.
 */
const CANDIDATE_CAP = 500
/** How many albums / artists / tags may contribute their tracks to a track search. */
const RELATED_SOURCES = 10

const key = (col: SQL) => sql`lower(encore_unaccent(${col}))`
const userName = sql`coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(username, '')`

/** Words of the query as a prefix tsquery (`word:* & other:*`); only letters and digits survive. */
export function toPrefixQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null
}

interface Terms {
  qn: SQL
  tsq: SQL | null
}

function terms(query: string): Terms {
  const prefix = toPrefixQuery(query)
  return {
    qn: sql`lower(encore_unaccent(${query}))`,
    tsq: prefix ? sql`to_tsquery('simple', encore_unaccent(${prefix}))` : null,
  }
}

/** Match condition and score for one key expression. */
function matcher(k: SQL, t: Terms) {
  const vector = sql`to_tsvector('simple', ${k})`
  const cond = t.tsq ? sql`(${k} % ${t.qn} or ${vector} @@ ${t.tsq})` : sql`(${k} % ${t.qn})`
  const score = sql`(similarity(${k}, ${t.qn}) + case when ${k} = ${t.qn} then 1 when ${k} like ${t.qn} || '%' then 0.5 else 0 end
    ${t.tsq ? sql`+ ts_rank(${vector}, ${t.tsq})` : sql``})`
  return { cond, score }
}

export interface ScoredId {
  id: number
  score: number
}

export function makeSearchRepo(db: Db) {
  async function run(query: SQL): Promise<ScoredId[]> {
    // `%` uses pg_trgm's default threshold (0.3): one typo in a name of 5+ letters stays above it, and a
    // lower threshold made the lossy GIN recheck (unaccent per candidate row) 50x slower at 1M tracks.
    const res = await db.execute(query)
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { id: number; score: number }[]
    return rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }))
  }

  function byName(table: string, t: Terms, extra: SQL | null, offset: number, limit: number): Promise<ScoredId[]> {
    const m = matcher(key(sql`${sql.identifier('name')}`), t)
    const cap = Math.max(CANDIDATE_CAP, offset + limit)
    return run(sql`select id, ${m.score} as score from (
        select id, name, plays from ${sql.identifier(table)} where ${m.cond} ${extra ? sql`and ${extra}` : sql``} limit ${cap}
      ) c order by score desc, plays desc, id desc offset ${offset} limit ${limit}`)
  }

  return {
    async usersByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username, email: users.email, image: users.image })
        .from(users)
        .where(inArray(users.id, ids))
    },

    artists: (query: string, offset: number, limit: number) => byName('artists', terms(query), null, offset, limit),
    albums: (query: string, offset: number, limit: number) => byName('albums', terms(query), null, offset, limit),
    /** Only public playlists are searchable (§2.5). */
    playlists: (query: string, offset: number, limit: number) => byName('playlists', terms(query), sql`public = true`, offset, limit),

    users(query: string, offset: number, limit: number): Promise<ScoredId[]> {
      const m = matcher(key(userName), terms(query))
      const cap = Math.max(CANDIDATE_CAP, offset + limit)
      return run(sql`select id, ${m.score} as score from (
          select id, first_name, last_name, username from users where ${m.cond} and banned_at is null limit ${cap}
        ) c order by score desc, id desc offset ${offset} limit ${limit}`)
    },

    /**
     * Tracks by their own name, their album's name, their artists' names, tag display names or an exact
     * `spotify_id` (§3.6). Related matches score a little below a direct name match of equal quality.
     */
    tracks(query: string, offset: number, limit: number): Promise<ScoredId[]> {
      const t = terms(query)
      const name = matcher(key(sql`t.name`), t)
      const album = matcher(key(sql`a.name`), t)
      const artist = matcher(key(sql`ar.name`), t)
      const tag = matcher(key(sql`coalesce(tg.display_name, tg.name)`), t)
      const cap = Math.max(CANDIDATE_CAP, offset + limit + 50)
      const capped = (table: string, alias: string, cols: string, cond: SQL) =>
        sql`(select ${sql.raw(cols)} from ${sql.identifier(table)} ${sql.raw(alias)} where ${cond} limit ${CANDIDATE_CAP}) ${sql.raw(alias)}`
      return run(sql`
        with by_name as (select t.id, ${name.score} as score from (select t.id, t.name from tracks t where ${name.cond} limit ${cap}) t),
        top_albums as (select a.id, ${album.score} * 0.9 as score from ${capped('albums', 'a', 'a.id, a.name', album.cond)}
          order by score desc limit ${RELATED_SOURCES}),
        top_artists as (select ar.id, ${artist.score} * 0.9 as score from ${capped('artists', 'ar', 'ar.id, ar.name', artist.cond)}
          order by score desc limit ${RELATED_SOURCES}),
        top_tags as (select tg.id, ${tag.score} * 0.7 as score from ${capped('tags', 'tg', 'tg.id, tg.name, tg.display_name', tag.cond)}
          order by score desc limit ${RELATED_SOURCES}),
        candidates as (
          select id, score from by_name
          union all select t.id, ta.score from top_albums ta join tracks t on t.album_id = ta.id
          union all select at.track_id, tr.score from top_artists tr join artist_track at on at.artist_id = tr.id
          union all select tx.taggable_id, tt.score from top_tags tt join taggables tx on tx.tag_id = tt.id and tx.taggable_type = 'track'
          union all select t.id, 3 from tracks t where t.spotify_id = ${query}
        )
        select c.id, max(c.score) as score from candidates c join tracks t on t.id = c.id
        group by c.id, t.plays order by score desc, t.plays desc, c.id desc offset ${offset} limit ${limit}`)
    },
  }
}

export type SearchRepo = ReturnType<typeof makeSearchRepo>

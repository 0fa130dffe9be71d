import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { makeUserRefsRepo } from '../catalogue/index'

/**
 * Local search (music-catalog §3.6) over the stored `search_name` columns of migration 0003_scale
 * (lower(encore_unaccent(name)): accents and letter case never matter, any script matches).
 *
 * Candidates come in three phases so a million rows stay fast (bench/scale):
 * 1. the whole name starts with the query (btree text_pattern_ops range);
 * 2. every query word starts a word of the name (tsvector prefix query, words of 3+ letters);
 * 3. typo: trigram similarity (`%`, GIN) at the session threshold TRGM_THRESHOLD (db/client.ts: 0.4,
 *    "Radoihead" : "radiohead" = 0.43), or the query as a misspelt word of the name (`%>>`, strict word
 *    similarity, same GIN index, TRGM_WORD_THRESHOLD 0.5: "dreming" : "dreaming of you" = 0.55), last
 *    because a short query's trigrams occur in many names.
 * A phase runs only when the earlier ones found fewer rows than the page needs.
 * Each phase stops at a cap; only the capped candidates are scored (similarity + exact/prefix bonus +
 * ts_rank) and ordered, then popularity breaks ties. Past the cap which matches get ranked is arbitrary,
 * which only affects queries too vague to rank usefully anyway.
 */
const CANDIDATE_CAP = 300
/** How many albums / artists / tags may contribute tracks to a track search, and how many tracks each. */
const RELATED_SOURCES = 10
const TRACKS_PER_SOURCE = 50
/** Candidates scored to pick those few sources. */
const SOURCE_CAP = 60

/** Words of the query as a prefix tsquery (`word:* & other:*`); null when a word is too short to narrow. */
export function toPrefixQuery(query: string): string | null {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8)
  // A one- or two-letter word prefix matches a large share of all lexemes; the whole-name prefix covers those.
  if (words.length === 0 || words.some((w) => [...w].length < 3)) return null
  return words.map((w) => `${w}:*`).join(' & ')
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

/** Score of a candidate's search_name `k`. */
function score(k: SQL, t: Terms): SQL {
  return sql`(greatest(similarity(${k}, ${t.qn}), strict_word_similarity(${t.qn}, ${k}) * 0.9) + case when ${k} = ${t.qn} then 1 when starts_with(${k}, ${t.qn}) then 0.5 else 0 end
    ${t.tsq ? sql`+ ts_rank(to_tsvector('simple', ${k}), ${t.tsq})` : sql``})`
}

/**
 * Rows of `table` (id, search_name and `cols`) matching the query: the prefix phase, then the typo phase
 * if it found fewer than `need`. Scoring reads these rows directly; joining back to the table made the
 * planner hash-join whole tables.
 */
function candidates(table: string, t: Terms, extra: SQL | null, need: number, cols: string[] = [], cap = CANDIDATE_CAP): SQL {
  const tbl = sql.identifier(table)
  const and = extra ? sql`and ${extra}` : sql``
  const select = sql.raw(['id', 'search_name', ...cols].join(', '))
  const words = t.tsq
    ? sql`union all (select ${select} from ${tbl} where (select count(*) from starts) < ${need}
        and to_tsvector('simple', search_name) @@ ${t.tsq} ${and} limit ${cap})`
    : sql``
  // Each later phase runs only when the earlier ones found fewer than `need` (a one-time filter, so
  // its index is never touched otherwise). "Starts with" is a byte-order range on the text_pattern_ops
  // btree, read in that index's order (`using ~<~`) so it is an index scan that stops at the cap; without
  // the order the planner chose a bitmap scan that read every match of a common prefix (10k for "love").
  return sql`(with starts as (
      select ${select} from ${tbl} where search_name ~>=~ ${t.qn} and search_name ~<~ (${t.qn} || chr(1114111)) ${and}
        order by search_name using ~<~ limit ${cap}
    ),
    prefix as (select * from starts ${words})
    select * from prefix
    union
    (select ${select} from ${tbl} where (select count(distinct id) from prefix) < ${need} and (search_name % ${t.qn} or search_name %>> ${t.qn}) ${and} limit ${cap}))`
}

export interface ScoredId {
  id: number
  score: number
}

export type SearchTable = 'artists' | 'albums' | 'tracks' | 'users' | 'playlists'

/** One page of `table` by score, then `tiebreak` (a column of the table, descending), then id. */
function byName(table: string, query: string, extra: SQL | null, tiebreak: string | null, offset: number, limit: number): SQL {
  const t = terms(query)
  const order = tiebreak ? sql`, c.${sql.identifier(tiebreak)} desc` : sql``
  return sql`select c.id, ${score(sql`c.search_name`, t)} as score
    from ${candidates(table, t, extra, offset + limit, tiebreak ? [tiebreak] : [])} c
    order by score desc ${order}, c.id desc offset ${offset} limit ${limit}`
}

/** The best few matching rows of a related table (albums, artists, tags) for a track search. */
function topSources(table: string, t: Terms, weight: number): SQL {
  return sql`(select c.id, ${score(sql`c.search_name`, t)} * ${weight} as score
    from ${candidates(table, t, null, RELATED_SOURCES, [], SOURCE_CAP)} c order by score desc limit ${RELATED_SOURCES})`
}

/**
 * Tracks by their own name, their album's name, their artists' names, tag display names or an exact
 * `spotify_id` (§3.6). Related matches score a little below a direct name match of equal quality;
 * each related album, artist or tag brings at most TRACKS_PER_SOURCE tracks (index order).
 */
function tracksByName(query: string, offset: number, limit: number): SQL {
  const t = terms(query)
  return sql`
    with by_name as (select c.id, ${score(sql`c.search_name`, t)} as score from ${candidates('tracks', t, null, offset + limit)} c),
    top_albums as ${topSources('albums', t, 0.9)},
    top_artists as ${topSources('artists', t, 0.9)},
    top_tags as ${topSources('tags', t, 0.7)},
    found as (
      select id, score from by_name
      union all select tr.id, s.score from top_albums s
        cross join lateral (select id from tracks where album_id = s.id limit ${TRACKS_PER_SOURCE}) tr
      union all select tr.track_id, s.score from top_artists s
        cross join lateral (select track_id from artist_track where artist_id = s.id limit ${TRACKS_PER_SOURCE}) tr
      union all select tr.taggable_id, s.score from top_tags s
        cross join lateral (select taggable_id from taggables where tag_id = s.id and taggable_type = 'track' limit ${TRACKS_PER_SOURCE}) tr
      union all select id, 3 from tracks where spotify_id = ${query}
    )
    select f.id, max(f.score) as score from found f join tracks x on x.id = f.id
    group by f.id, x.plays order by score desc, x.plays desc, f.id desc offset ${offset} limit ${limit}`
}

const FINDERS: Record<SearchTable, (query: string, offset: number, limit: number) => SQL> = {
  artists: (q, o, l) => byName('artists', q, null, 'plays', o, l),
  albums: (q, o, l) => byName('albums', q, null, 'plays', o, l),
  /** Only public playlists are searchable (§2.5). */
  playlists: (q, o, l) => byName('playlists', q, sql`public = true`, 'plays', o, l),
  users: (q, o, l) => byName('users', q, sql`banned_at is null`, null, o, l),
  tracks: tracksByName,
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[]

export function makeSearchRepo(db: Db) {
  const userRefs = makeUserRefsRepo(db)
  /** One statement, no transaction: the typo threshold is every session's setting (db/client.ts). */
  async function run(query: SQL): Promise<ScoredId[]> {
    return rowsOf<{ id: number; score: number }>(await db.execute(query)).map((r) => ({ id: Number(r.id), score: Number(r.score) }))
  }

  const finder = (table: SearchTable) => (query: string, offset: number, limit: number) => run(FINDERS[table](query, offset, limit))

  return {
    /** One query for every module's user references (modules/catalogue). */
    usersByIds: userRefs.usersByIds,

    artists: finder('artists'),
    albums: finder('albums'),
    playlists: finder('playlists'),
    users: finder('users'),
    tracks: finder('tracks'),
  }
}

export type SearchRepo = ReturnType<typeof makeSearchRepo>

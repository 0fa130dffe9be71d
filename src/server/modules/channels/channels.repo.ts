import { and, asc, desc, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  albums,
  artists,
  channelables,
  channels,
  genreables,
  genres,
  playlists,
  playlistTrack,
  tracks,
  users,
} from '../../db/schema/index'
import { afterKey, type CursorKey } from '../../lib/pagination/index'
import { makeUserRefsRepo } from '../catalogue/index'

export type ChannelRow = typeof channels.$inferSelect
export type ListModel = 'artist' | 'album' | 'track' | 'playlist' | 'user' | 'genre'
export type ListOrder = 'popularity' | 'recent' | 'release'

export interface ListQuery {
  model: ListModel
  order: ListOrder
  /** Only artists, albums and tracks attached to this genre (§2.9 restriction). */
  genreId: number | null
  offset: number
  limit: number
}

/** Each model's list ordering, always ending in the id so pages are stable; all backed by *_idx indexes. */
function listSpec(model: ListModel, order: ListOrder) {
  switch (model) {
    case 'artist':
      return { table: artists, id: artists.id, orderBy: order === 'recent' ? [desc(artists.createdAt), desc(artists.id)] : [desc(artists.plays), desc(artists.id)] }
    case 'album': {
      const by =
        order === 'recent'
          ? [desc(albums.createdAt), desc(albums.id)]
          : order === 'release'
            ? [desc(albums.releaseDate), desc(albums.id)]
            : [desc(albums.plays), desc(albums.id)]
      return { table: albums, id: albums.id, orderBy: by }
    }
    case 'track':
      return { table: tracks, id: tracks.id, orderBy: order === 'recent' ? [desc(tracks.createdAt), desc(tracks.id)] : [desc(tracks.plays), desc(tracks.id)] }
    case 'playlist':
      return { table: playlists, id: playlists.id, orderBy: order === 'recent' ? [desc(playlists.createdAt), desc(playlists.id)] : [desc(playlists.plays), desc(playlists.id)] }
    case 'user':
      return { table: users, id: users.id, orderBy: [desc(users.createdAt), desc(users.id)] }
    case 'genre':
      return {
        table: genres,
        id: genres.id,
        orderBy: order === 'recent' ? [desc(genres.createdAt), desc(genres.id)] : [sql`${genres.popularity} desc nulls last`, asc(genres.id)],
      }
  }
}

/**
 * The first sort key of a list order that keyset paging can seek on: both keys descending and never
 * null (release dates and genre popularity can be null, so those orders page by offset only).
 */
export function listSeekKey(model: ListModel, order: ListOrder): { column: AnyColumn; kind: 'number' | 'string' } | null {
  const spec = listSpec(model, order)
  const table = spec.table as typeof albums
  if (model === 'user' || order === 'recent') return { column: table.createdAt, kind: 'string' }
  if (model === 'genre' || order === 'release') return null
  return { column: table.plays, kind: 'number' }
}

/** The default of `genres.approve_after_tracks` (decision 0033). */
export const GENRE_TRACKS_TO_SHOW = 5

/**
 * Decision 0033: a genre is listed on the home page once an admin approved it (every seeded or
 * admin-made genre is) or `minTracks` tracks carry it.
 */
export function genreShown(minTracks: number): SQL {
  return sql`(${genres.approved} or (select count(*) from ${genreables} where ${genreables.genreId} = ${genres.id} and ${genreables.genreableType} = 'track') >= ${minTracks})`
}

export function makeChannelsRepo(db: Db, { genreMinTracks = async () => GENRE_TRACKS_TO_SHOW }: { genreMinTracks?: () => Promise<number> } = {}) {
  const userRefs = makeUserRefsRepo(db)
  const shownGenres = async () => genreShown(await genreMinTracks())
  async function listWhere(q: Pick<ListQuery, 'model' | 'genreId'>, id: AnyColumn): Promise<SQL | undefined> {
    const conds: SQL[] = []
    if (q.model === 'playlist') conds.push(eq(playlists.public, true))
    if (q.model === 'genre') conds.push(await shownGenres())
    if (q.genreId !== null && (q.model === 'artist' || q.model === 'album' || q.model === 'track')) {
      conds.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(genreables)
            .where(and(eq(genreables.genreId, q.genreId), eq(genreables.genreableType, q.model), eq(genreables.genreableId, id))),
        ),
      )
    }
    return conds.length ? and(...conds) : undefined
  }

  return {
    async findBySlugOrId(slugOrId: string): Promise<ChannelRow | null> {
      const cond = /^\d+$/.test(slugOrId) ? eq(channels.id, Number(slugOrId)) : eq(channels.slug, slugOrId)
      const [row] = await db.select().from(channels).where(cond).limit(1)
      return row ?? null
    },

    async channelsByIds(ids: number[]): Promise<ChannelRow[]> {
      if (ids.length === 0) return []
      return db.select().from(channels).where(inArray(channels.id, ids))
    },

    async genreByName(name: string) {
      const [row] = await db.select().from(genres).where(eq(genres.name, name)).limit(1)
      return row ?? null
    },

    async genreById(id: number) {
      const [row] = await db.select().from(genres).where(eq(genres.id, id)).limit(1)
      return row ?? null
    },

    /**
     * `listAll` content: ids of one model in the channel's order, with the optional genre restriction,
     * and the row's first sort key (text for timestamps) when the order is seekable; `after` = [key, id]
     * of the last row seen seeks on the order's index instead of offsetting.
     */
    async listIds(q: ListQuery, after: CursorKey | null = null): Promise<{ id: number; key: string | number | null }[]> {
      const spec = listSpec(q.model, q.order)
      const seek = listSeekKey(q.model, q.order)
      const key = seek ? (seek.kind === 'string' ? sql<string>`${seek.column}::text` : sql<number>`${seek.column}`) : sql<null>`null`
      const past = seek && after ? afterKey([sql`${seek.column}`, sql`${spec.id}`], after, 'desc') : undefined
      const rows = await db
        .select({ id: spec.id, key })
        .from(spec.table)
        .where(and(await listWhere(q, spec.id), past))
        .orderBy(...spec.orderBy)
        .offset(past ? 0 : q.offset)
        .limit(q.limit)
      return rows.map((r) => ({ id: r.id, key: r.key === null ? null : seek?.kind === 'number' ? Number(r.key) : String(r.key) }))
    },

    async listCount(q: Pick<ListQuery, 'model' | 'genreId'>): Promise<number> {
      const spec = listSpec(q.model, 'recent')
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(spec.table).where(await listWhere(q, spec.id))
      return Number(row?.n ?? 0)
    },

    /** `manual` content: the channel's attached items in `order` (or newest attachment first). */
    async manualItems(channelId: number, newestFirst: boolean, offset: number, limit: number) {
      return db
        .select({ type: channelables.channelableType, id: channelables.channelableId })
        .from(channelables)
        .where(eq(channelables.channelId, channelId))
        .orderBy(...(newestFirst ? [desc(channelables.createdAt), desc(channelables.id)] : [asc(channelables.order), asc(channelables.id)]))
        .offset(offset)
        .limit(limit)
    },

    async manualCount(channelId: number): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(channelables).where(eq(channelables.channelId, channelId))
      return Number(row?.n ?? 0)
    },

    /** Local auto-update sources (§2.9); each is a short, capped list read through an index. */
    async topTrackIds(limit: number) {
      return (await db.select({ id: tracks.id }).from(tracks).orderBy(desc(tracks.plays), desc(tracks.id)).limit(limit)).map((r) => r.id)
    },
    async newAlbumIds(limit: number) {
      return (
        await db.select({ id: albums.id }).from(albums).orderBy(sql`${albums.releaseDate} desc nulls last`, desc(albums.id)).limit(limit)
      ).map((r) => r.id)
    },
    async topGenreIds(limit: number) {
      const rows = await db.select({ id: genres.id }).from(genres).where(await shownGenres()).orderBy(sql`${genres.popularity} desc nulls last`, asc(genres.id)).limit(limit)
      return rows.map((r) => r.id)
    },
    async nonEmptyGenreIds(offset: number, limit: number) {
      const rows = await db
        .select({ id: genres.id })
        .from(genres)
        .where(and(exists(db.select({ one: sql`1` }).from(genreables).where(eq(genreables.genreId, genres.id))), await shownGenres()))
        .orderBy(sql`${genres.popularity} desc nulls last`, asc(genres.id))
        .offset(offset)
        .limit(limit)
      return rows.map((r) => r.id)
    },
    async playlistTrackIds(playlistId: number, offset: number, limit: number) {
      const rows = await db
        .select({ id: playlistTrack.trackId })
        .from(playlistTrack)
        .where(eq(playlistTrack.playlistId, playlistId))
        .orderBy(asc(playlistTrack.position), asc(playlistTrack.trackId))
        .offset(offset)
        .limit(limit)
      return rows.map((r) => r.id)
    },

    async genresByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db.select().from(genres).where(inArray(genres.id, ids))
    },
    async playlistsByIds(ids: number[]) {
      if (ids.length === 0) return []
      return db.select().from(playlists).where(and(inArray(playlists.id, ids), eq(playlists.public, true)))
    },
    /** One query for every module's user references (modules/catalogue). */
    usersByIds: userRefs.usersByIds,
  }
}

export type ChannelsRepo = ReturnType<typeof makeChannelsRepo>

import { and, asc, desc, eq, ilike, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { albums, artists, channelables, channels, genres, playlists, settings, tracks, users } from '../../db/schema/index'
import type { ChannelPresetId } from '../../../shared/contracts/channels-admin'
import { presetChannels, PRESET_HOMEPAGE } from './channel-presets'
import type { ChannelRow } from './channels.repo'

export type NewChannelRow = typeof channels.$inferInsert
export interface ChannelableKey {
  type: string
  id: number
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Writes and admin reads of channels (music-catalog §3.7); public reads live in channels.repo.ts. */
export function makeChannelsAdminRepo(db: Db) {
  return {
    /**
     * The genre an admin's "View" of a genre-restricted channel opens: the fixed one, else the most
     * popular genre (issue 28: `/channel/genre` alone has nothing to show).
     */
    async sampleGenre(fixedId: number | null) {
      const [row] = await db
        .select()
        .from(genres)
        .where(fixedId === null ? undefined : eq(genres.id, fixedId))
        .orderBy(sql`${genres.popularity} desc nulls last`, asc(genres.id))
        .limit(1)
      return row ?? null
    },

    /** One page of the admin list; `(type, updated_at, id)` and the name index back the orders. */
    async list(q: { type: string | null; query: string | null; orderBy: 'name' | 'updated_at' | 'created_at'; dir: 'asc' | 'desc'; offset: number; limit: number }) {
      const col = q.orderBy === 'name' ? channels.name : q.orderBy === 'created_at' ? channels.createdAt : channels.updatedAt
      const by = q.dir === 'asc' ? [asc(col), asc(channels.id)] : [desc(col), desc(channels.id)]
      const where = and(
        q.type ? eq(channels.type, q.type) : undefined,
        q.query ? or(ilike(channels.name, `%${escapeLike(q.query)}%`), ilike(channels.slug, `%${escapeLike(q.query)}%`)) : undefined,
      )
      const [rows, [count]] = await Promise.all([
        db.select().from(channels).where(where).orderBy(...by).offset(q.offset).limit(q.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(channels).where(where),
      ])
      return { rows, total: Number(count?.n ?? 0) }
    },

    async byId(id: number): Promise<ChannelRow | null> {
      const [row] = await db.select().from(channels).where(eq(channels.id, id)).limit(1)
      return row ?? null
    },

    async byIds(ids: number[]): Promise<ChannelRow[]> {
      return ids.length ? db.select().from(channels).where(inArray(channels.id, ids)) : []
    },

    /** Another channel already using this name (case-insensitive) or slug. */
    async clash(name: string, slug: string, exceptId: number | null) {
      const other = exceptId === null ? undefined : ne(channels.id, exceptId)
      const [byName] = await db.select({ id: channels.id }).from(channels).where(and(sql`lower(${channels.name}) = lower(${name})`, other)).limit(1)
      const [bySlug] = await db.select({ id: channels.id }).from(channels).where(and(eq(channels.slug, slug), other)).limit(1)
      return { name: Boolean(byName), slug: Boolean(bySlug) }
    },

    async insert(row: NewChannelRow): Promise<ChannelRow> {
      const [created] = await db.insert(channels).values(row).returning()
      return created!
    },

    /** Saves the row and touches `updated_at` of every channel that nests it (their cache key, §2.9). */
    async update(id: number, values: Partial<NewChannelRow>): Promise<ChannelRow | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.update(channels).set({ ...values, updatedAt: sql`now()` }).where(eq(channels.id, id)).returning()
        await touchParents(tx as unknown as Db, [id])
        return row ?? null
      })
    },

    async touchParents(ids: number[]) {
      await touchParents(db, ids)
    },

    /** Deletes channels and their attachments in other channels (their own content goes by cascade). */
    async delete(ids: number[]) {
      await db.transaction(async (tx) => {
        await tx.delete(channelables).where(and(eq(channelables.channelableType, 'channel'), inArray(channelables.channelableId, ids)))
        await tx.delete(channels).where(inArray(channels.id, ids))
      })
    },

    async homepageSetting(): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.name, 'homepage.value')).limit(1)
      return row?.value
    },

    /** Manual content in editor order, at most `limit` items. */
    async items(channelId: number, limit: number) {
      return db
        .select({ type: channelables.channelableType, id: channelables.channelableId })
        .from(channelables)
        .where(eq(channelables.channelId, channelId))
        .orderBy(asc(channelables.order), asc(channelables.id))
        .limit(limit)
    },

    /** Appends items after the current last one; items already attached keep their place. */
    async addItems(channelId: number, items: ChannelableKey[]) {
      await db.transaction(async (tx) => {
        const [last] = await tx.select({ n: max(channelables.order) }).from(channelables).where(eq(channelables.channelId, channelId))
        const start = (last?.n ?? -1) + 1
        await tx
          .insert(channelables)
          .values(items.map((item, i) => ({ channelId, channelableType: item.type, channelableId: item.id, order: start + i })))
          .onConflictDoNothing()
      })
    },

    async removeItems(channelId: number, items: ChannelableKey[]) {
      if (items.length === 0) return
      const match = or(...items.map((i) => and(eq(channelables.channelableType, i.type), eq(channelables.channelableId, i.id))))
      await db.delete(channelables).where(and(eq(channelables.channelId, channelId), match))
    },

    /** Sets `order` to the position in `items`; items not listed keep their order after them. */
    async reorder(channelId: number, items: ChannelableKey[]) {
      await db.transaction(async (tx) => {
        for (const [order, item] of items.entries()) {
          await tx
            .update(channelables)
            .set({ order })
            .where(and(eq(channelables.channelId, channelId), eq(channelables.channelableType, item.type), eq(channelables.channelableId, item.id)))
        }
      })
    },

    /** Replaces the whole content (auto-update): one transaction, so readers never see it half-filled. */
    async replaceItems(channelId: number, items: ChannelableKey[]) {
      await db.transaction(async (tx) => {
        await tx.delete(channelables).where(eq(channelables.channelId, channelId))
        if (items.length) {
          await tx
            .insert(channelables)
            .values(items.map((item, order) => ({ channelId, channelableType: item.type, channelableId: item.id, order })))
            .onConflictDoNothing()
        }
        await tx.update(channels).set({ updatedAt: sql`now()` }).where(eq(channels.id, channelId))
      })
    },

    /** The first `limit` auto-update channels of type `channel` (the daily job's batch). */
    async autoUpdateChannels(limit: number): Promise<ChannelRow[]> {
      return db
        .select()
        .from(channels)
        .where(and(eq(channels.type, 'channel'), sql`${channels.config}->>'contentType' = 'autoUpdate'`))
        .orderBy(asc(channels.id))
        .limit(limit)
    },

    /** Normalized models (§1.5) by name, for search-and-add; trigram indexes back `search_name` matches. */
    async searchAddable(model: string, query: string, limit: number) {
      const needle = `%${escapeLike(query.toLowerCase())}%`
      const byName = (column: SQL) => sql`${column} like ${needle}`
      switch (model) {
        case 'artist':
          return db.select({ id: artists.id, name: artists.name, image: artists.imageSmall }).from(artists).where(byName(sql`${artists.searchName}`)).orderBy(desc(artists.plays)).limit(limit)
        case 'album':
          return db.select({ id: albums.id, name: albums.name, image: albums.image }).from(albums).where(byName(sql`${albums.searchName}`)).orderBy(desc(albums.plays)).limit(limit)
        case 'track':
          return db.select({ id: tracks.id, name: tracks.name, image: tracks.image }).from(tracks).where(byName(sql`${tracks.searchName}`)).orderBy(desc(tracks.plays)).limit(limit)
        case 'playlist':
          return db
            .select({ id: playlists.id, name: playlists.name, image: playlists.image })
            .from(playlists)
            .where(and(eq(playlists.public, true), byName(sql`${playlists.searchName}`)))
            .orderBy(desc(playlists.plays))
            .limit(limit)
        case 'user':
          return db
            .select({ id: users.id, name: sql<string>`coalesce(nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.username}, 'User ' || ${users.id})`, image: users.image })
            .from(users)
            .where(byName(sql`${users.searchName}`))
            .limit(limit)
        case 'genre':
          return db.select({ id: genres.id, name: sql<string>`coalesce(${genres.displayName}, ${genres.name})`, image: genres.image }).from(genres).where(byName(sql`lower(${genres.name})`)).limit(limit)
        default:
          return db
            .select({ id: channels.id, name: channels.name, image: sql<string | null>`null` })
            .from(channels)
            .where(and(eq(channels.type, 'channel'), byName(sql`lower(${channels.name})`)))
            .limit(limit)
      }
    },

    /** Names and images of attached items, per model, for the editor's list. */
    async normalizedByIds(model: string, ids: number[]) {
      if (ids.length === 0) return []
      switch (model) {
        case 'artist':
          return db.select({ id: artists.id, name: artists.name, image: artists.imageSmall }).from(artists).where(inArray(artists.id, ids))
        case 'album':
          return db.select({ id: albums.id, name: albums.name, image: albums.image }).from(albums).where(inArray(albums.id, ids))
        case 'track':
          return db.select({ id: tracks.id, name: tracks.name, image: tracks.image }).from(tracks).where(inArray(tracks.id, ids))
        case 'playlist':
          return db.select({ id: playlists.id, name: playlists.name, image: playlists.image }).from(playlists).where(inArray(playlists.id, ids))
        case 'user':
          return db.select({ id: users.id, name: sql<string>`coalesce(${users.username}, ${users.firstName}, 'User ' || ${users.id})`, image: users.image }).from(users).where(inArray(users.id, ids))
        case 'genre':
          return db.select({ id: genres.id, name: sql<string>`coalesce(${genres.displayName}, ${genres.name})`, image: genres.image }).from(genres).where(inArray(genres.id, ids))
        default:
          return db.select({ id: channels.id, name: channels.name, image: sql<string | null>`null` }).from(channels).where(inArray(channels.id, ids))
      }
    },

    /** Preset apply (§2.9): every `type=channel` channel goes, the preset's come in, `homepage.value` follows. */
    async replaceAllChannels(
      presetRows: NewChannelRow[],
      attach: (ids: Map<string, number>) => { channelSlug: string; type: string; id: number; order: number }[],
      homepageSlug: string,
    ): Promise<Map<string, number>> {
      return db.transaction(async (tx) => {
        const old = tx.select({ id: channels.id }).from(channels).where(eq(channels.type, 'channel'))
        await tx.delete(channelables).where(and(eq(channelables.channelableType, 'channel'), inArray(channelables.channelableId, old)))
        await tx.delete(channels).where(eq(channels.type, 'channel'))
        const rows = await tx.insert(channels).values(presetRows).returning({ id: channels.id, slug: channels.slug })
        const ids = new Map(rows.map((r) => [r.slug, r.id]))
        const links = attach(ids)
        if (links.length) {
          await tx.insert(channelables).values(
            links.map((l) => ({ channelId: ids.get(l.channelSlug)!, channelableType: l.type, channelableId: l.id, order: l.order })),
          )
        }
        const value = ids.get(homepageSlug)!
        await tx
          .insert(settings)
          .values({ name: 'homepage.value', value })
          .onConflictDoUpdate({ target: settings.name, set: { value, updatedAt: sql`now()` } })
        return ids
      })
    },

    /** Applies a preset (§2.9) through replaceAllChannels: its channels, their nested channels, the homepage. */
    replaceWithPreset(preset: ChannelPresetId): Promise<Map<string, number>> {
      const list = presetChannels(preset)
      return this.replaceAllChannels(
        list.map((c) => ({ slug: c.slug, name: c.name, description: c.description, config: c.config, type: 'channel' })),
        (created) =>
          list.flatMap((c) => (c.children ?? []).map((child, order) => ({ channelSlug: c.slug, type: 'channel', id: created.get(child)!, order }))),
        PRESET_HOMEPAGE,
      )
    },
  }
}

async function touchParents(db: Db, ids: number[]) {
  if (ids.length === 0) return
  const parents = db
    .select({ id: channelables.channelId })
    .from(channelables)
    .where(and(eq(channelables.channelableType, 'channel'), inArray(channelables.channelableId, ids)))
  await db.update(channels).set({ updatedAt: sql`now()` }).where(inArray(channels.id, parents))
}

export type ChannelsAdminRepo = ReturnType<typeof makeChannelsAdminRepo>

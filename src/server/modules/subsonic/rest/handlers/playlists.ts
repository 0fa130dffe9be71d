import type { Playlist } from '../../../../../shared/contracts/playlists'
import { compact, ErrorCode, missing, notAuthorized, SubsonicError, type Payload } from '../envelope'
import { coverId, songElement } from '../elements'
import type { Handler, RestContext } from '../plugin'
import { parseId } from '../params'
import { requireCan, type HandlerDeps } from './context'

/** A playlist's entries are read 100 at a time (the web API's page cap), up to this many. */
const MAX_ENTRIES = 1000
const PAGE = 100
const MAX_PLAYLISTS = 500

/**
 * Playlists through the playlists module's service: the same visibility (a private playlist is "not
 * found" to others), edit rights and name rules as the web API.
 */
export function playlistHandlers({ repo, playlists }: HandlerDeps): Record<string, Handler> {
  const view = (ctx: RestContext) => requireCan(ctx, 'music.view')
  // Only ids are read from these pages; the songs are built by the /rest repo.
  const ctxFor = (_ctx: RestContext) => ({ showHidden: false })

  /** Track ids of a playlist in order; the service refuses a playlist the viewer may not see. */
  async function entryIds(ctx: RestContext, id: number): Promise<number[]> {
    const out: number[] = []
    for (let page = 1; out.length < MAX_ENTRIES; page++) {
      const p = await playlists.tracks(id, ctx.viewer, { page, perPage: PAGE, paginate: 'simple', orderBy: 'position' }, ctxFor(ctx))
      out.push(...p.data.map((t) => t.id))
      if (p.data.length < PAGE) break
    }
    return out
  }

  function playlistElement(p: Playlist, ctx: RestContext, extra: { songCount?: number; duration?: number } = {}): Payload {
    return compact({
      id: String(p.id),
      name: p.name,
      comment: p.description ?? undefined,
      owner: p.owner_id === ctx.identity.userId ? ctx.identity.username : p.owner?.name,
      public: p.public,
      songCount: extra.songCount ?? (p as Playlist & { tracks_count?: number }).tracks_count ?? 0,
      duration: extra.duration ?? 0,
      created: p.created_at,
      changed: p.updated_at,
      coverArt: p.image ? coverId('pl', p.id) : undefined,
    })
  }

  async function withEntries(ctx: RestContext, p: Playlist): Promise<Payload> {
    const songs = await repo.songs(await entryIds(ctx, p.id), ctx.identity.userId)
    const duration = songs.reduce((s, r) => s + Math.round((r.duration ?? 0) / 1000), 0)
    return { ...playlistElement(p, ctx, { songCount: songs.length, duration }), entry: songs.map(songElement) }
  }

  async function findVisible(ctx: RestContext, id: number): Promise<Playlist> {
    // ofUser lists only what this viewer may see; show() would also count a view, which an app refresh is not.
    await playlists.tracks(id, ctx.viewer, { page: 1, perPage: 1, paginate: 'simple', orderBy: 'position' }, ctxFor(ctx))
    const [p] = await playlists.serializeMany([id])
    if (!p) throw new SubsonicError(ErrorCode.notFound, 'Playlist not found')
    return p
  }

  /** Replaces or fills a playlist's tracks in the given order. */
  async function setTracks(ctx: RestContext, id: number, songIds: number[]) {
    if (songIds.length === 0) return
    await playlists.addTracks(id, ctx.viewer, songIds)
    await playlists.orderTracks(id, ctx.viewer, songIds)
  }

  return {
    /** The caller's playlists; `username` (another user's public ones) needs users.view, as the web's user pages. */
    async getPlaylists(ctx) {
      view(ctx)
      const username = ctx.params.get('username')
      if (username && username !== ctx.identity.username) throw notAuthorized()
      const out: Playlist[] = []
      for (let page = 1; out.length < MAX_PLAYLISTS; page++) {
        const p = await playlists.ofUser('me', ctx.viewer, { page, perPage: PAGE })
        out.push(...p.data)
        if (p.data.length < PAGE) break
      }
      return { playlists: { playlist: out.map((p) => playlistElement(p, ctx)) } }
    },

    async getPlaylist(ctx) {
      view(ctx)
      return { playlist: await withEntries(ctx, await findVisible(ctx, ctx.params.id('id'))) }
    },

    /** `name` makes a new playlist; `playlistId` replaces an existing one's songs (Subsonic 1.14). */
    async createPlaylist(ctx) {
      view(ctx)
      const songIds = ctx.params.ids('songId')
      const existing = ctx.params.get('playlistId')
      let id: number
      if (existing) {
        id = parseId(existing)
        const current = await entryIds(ctx, id)
        if (current.length) await playlists.removeTracks(id, ctx.viewer, current)
        const name = ctx.params.get('name')
        if (name) await playlists.update(id, ctx.viewer, { name })
      } else {
        const name = ctx.params.get('name')
        if (!name) throw missing('name')
        id = (await playlists.create(ctx.viewer, { name: name.trim().slice(0, 250) })).id
      }
      await setTracks(ctx, id, songIds)
      return { playlist: await withEntries(ctx, await findVisible(ctx, id)) }
    },

    async updatePlaylist(ctx) {
      view(ctx)
      const id = ctx.params.id('playlistId')
      const name = ctx.params.get('name')
      const comment = ctx.params.get('comment')
      const isPublic = ctx.params.get('public')
      if (name !== undefined || comment !== undefined || isPublic !== undefined) {
        await playlists.update(id, ctx.viewer, {
          ...(name !== undefined ? { name } : {}),
          ...(comment !== undefined ? { description: comment || null } : {}),
          ...(isPublic !== undefined ? { public: isPublic === 'true' } : {}),
        })
      }
      const removeAt = ctx.params.all('songIndexToRemove').map(Number)
      if (removeAt.length) {
        const current = await entryIds(ctx, id)
        const ids = removeAt.flatMap((i) => (Number.isInteger(i) && current[i] !== undefined ? [current[i]] : []))
        if (ids.length) await playlists.removeTracks(id, ctx.viewer, ids)
      }
      const add = ctx.params.ids('songIdToAdd')
      if (add.length) {
        // Subsonic appends; the service puts new tracks on top, so the order is set after.
        const current = (await entryIds(ctx, id)).filter((t) => !add.includes(t))
        await playlists.addTracks(id, ctx.viewer, add)
        await playlists.orderTracks(id, ctx.viewer, [...current, ...add])
      }
      return {}
    },

    async deletePlaylist(ctx) {
      view(ctx)
      await playlists.remove([ctx.params.id('id')], ctx.viewer)
      return {}
    },
  }
}

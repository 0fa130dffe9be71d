import type {
  CreatePlaylistInput,
  Playlist,
  PlaylistListQuery,
  PlaylistTracksQuery,
  UpdatePlaylistInput,
} from '../../../shared/contracts/playlists'
import type { Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import type { UserParam } from '../../../shared/contracts/library'
import { randomUUID } from 'node:crypto'
import { PLAYLIST_IMAGE_ERRORS, PLAYLIST_IMAGE_MAX_BYTES } from '../../../shared/contracts/playlists'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import { decodedImage } from '../media/index'
import { decodeCursorOf, pageWindow, toPagination, type CursorKey } from '../../lib/pagination/index'
import { prefixPattern, requireUserId, resolveUserParam, type MusicViewer } from '../library/index'
import type { ViewRecorder } from '../plays/index'
import type { StoredFilesGuard } from '../uploads/index'
import { serializeUserRef, type Hydrator, type SerializeCtx } from '../catalogue/index'
import { playlistImage, serializePlaylist } from './playlist-serializer'
import { playlistOrderDir, type PlaylistRow, type PlaylistsRepo } from './playlists.repo'

/** §6: playlist tracks 30 per page; other lists use the generic 15. */
const TRACKS_PER_PAGE = 30
const LIST_PER_PAGE = 15
const NAME_TAKEN = 'You have already created a playlist with this name.'

/** Cover uploads keep a centred square of at most this many pixels a side, as JPEG. */
const COVER_SIDE = 1000
const COVER_PREFIX = 'playlist_image/cover-'
const COVER_URL = /^\/?storage\/(playlist_image\/cover-[\w-]+\.jpg)$/

interface Deps {
  /** Where cover uploads are kept; only the playlists module's own service takes uploads. */
  storage?: Storage
  repo: PlaylistsRepo
  hydrator: Hydrator
  views: ViewRecorder
  clock: () => Date
  /** The image must be the caller's own upload (or a remote URL). */
  files: StoredFilesGuard
}

type TrackPageRow = Awaited<ReturnType<PlaylistsRepo['trackPage']>>[number]

/**
 * Keyset paging of playlist tracks (every order but duration): the cursor names its order and direction,
 * and one from another order is a 422 rather than a wrong page.
 */
function trackCursor(q: PlaylistTracksQuery): { after: CursorKey | null; keyOf: (r: TrackPageRow) => CursorKey } | null {
  if (q.orderBy === 'duration') return null
  const dir = playlistOrderDir(q)
  const numeric = q.orderBy === 'position' || q.orderBy === 'plays'
  const after = decodeCursorOf(q.cursor, ['string', 'string', numeric ? 'number' : 'string', 'number'])
  if (after && (after[0] !== q.orderBy || after[1] !== dir)) throw validationError({ cursor: 'The cursor is invalid.' })
  const orderBy = q.orderBy
  const first = (r: TrackPageRow) => ({ position: r.position, added_at: r.addedKey, name: r.name, plays: r.plays })[orderBy]
  return { after: after ? after.slice(2) : null, keyOf: (r) => [orderBy, dir, first(r), r.id] }
}

export function makePlaylistsService({ storage, repo, hydrator, views, clock, files }: Deps) {
  async function isEditor(row: PlaylistRow, viewer: MusicViewer): Promise<boolean> {
    if (viewer.userId === null) return false
    if (row.ownerId === viewer.userId) return true
    return (await repo.membership(row.id, viewer.userId))?.editor ?? false
  }

  /**
   * A private playlist answers 404 to anyone but its owner, editors and moderators
   * (`playlists.update`), so its existence is not revealed (§2.5 "invisible to others").
   */
  async function visible(id: number, viewer: MusicViewer): Promise<PlaylistRow> {
    const row = await repo.findById(id)
    if (!row) throw notFound()
    if (row.public || viewer.can('playlists.update') || (await isEditor(row, viewer))) return row
    throw notFound()
  }

  /** Edit = owner, editor or `playlists.update`. */
  async function editable(id: number, viewer: MusicViewer): Promise<PlaylistRow> {
    requireUserId(viewer)
    const row = await visible(id, viewer)
    if (viewer.can('playlists.update') || (await isEditor(row, viewer))) return row
    throw forbidden()
  }

  /** Add, remove and reorder tracks = editor, or anyone signed in when the playlist is collaborative. */
  async function trackEditable(id: number, viewer: MusicViewer): Promise<PlaylistRow> {
    requireUserId(viewer)
    const row = await visible(id, viewer)
    if (row.collaborative || viewer.can('playlists.update') || (await isEditor(row, viewer))) return row
    throw forbidden()
  }

  async function withDetails(row: PlaylistRow): Promise<Playlist> {
    const [editors, counts, owners] = await Promise.all([repo.editorsOf(row.id), repo.trackCounts([row.id]), repo.usersByIds([row.ownerId])])
    return serializePlaylist(row, {
      editors: editors.map(serializeUserRef),
      tracks_count: counts.get(row.id) ?? 0,
      ...(owners[0] ? { owner: serializeUserRef(owners[0]) } : {}),
    })
  }

  async function listOf(ids: number[]): Promise<Playlist[]> {
    const [rows, counts, ownerRows] = await Promise.all([repo.findByIds(ids), repo.trackCounts(ids), repo.ownersOf(ids)])
    const owners = new Map(ownerRows.map((u) => [u.id, u]))
    const byId = new Map(rows.map((r) => [r.id, r]))
    return ids.flatMap((id) => {
      const row = byId.get(id)
      if (!row) return []
      const owner = owners.get(row.ownerId)
      return [serializePlaylist(row, { tracks_count: counts.get(id) ?? 0, ...(owner ? { owner: serializeUserRef(owner) } : {}) })]
    })
  }

  async function tracksPage(id: number, q: PlaylistTracksQuery, ctx: SerializeCtx): Promise<Pagination<Track>> {
    const w = pageWindow(q, TRACKS_PER_PAGE)
    const keyed = trackCursor(q)
    const page = toPagination(await repo.trackPage(id, q, w.offset, w.limit, keyed?.after ?? null), w, undefined, keyed?.keyOf)
    const tracks = await hydrator.tracks(
      page.data.map((r) => r.id),
      ctx,
    )
    const meta = new Map(page.data.map((r) => [r.id, r]))
    // Who added each track, as a user reference only (the USER_REF_FIELDS allow-list: id, name, image).
    const adderIds = [...new Set(page.data.flatMap((r) => (r.addedBy === null ? [] : [r.addedBy])))]
    const adders = new Map((await repo.usersByIds(adderIds)).map((u) => [u.id, serializeUserRef(u)]))
    return {
      ...page,
      data: tracks.map((t) => {
        const row = meta.get(t.id)!
        return { ...t, position: row.position, added_at: row.addedAt.toISOString(), added_by: row.addedBy === null ? null : (adders.get(row.addedBy) ?? null) }
      }),
    }
  }

  async function checkName(ownerId: number, name: string, exceptId?: number) {
    if (await repo.nameTaken(ownerId, name, exceptId)) throw validationError({ name: NAME_TAKEN })
  }

  return {
    /** Playlists by id in that order, with owner and tracks_count (search results, lists). */
    serializeMany: listOf,

    async list(viewer: MusicViewer, q: PlaylistListQuery): Promise<Pagination<Playlist>> {
      const w = pageWindow(q, LIST_PER_PAGE)
      const pattern = q.query ? prefixPattern(q.query) : null
      const page = toPagination(await repo.listIds(pattern, !viewer.can('playlists.update'), w.offset, w.limit), w)
      return { ...page, data: await listOf(page.data) }
    },

    /** Counts a view of the playlist (§4.8); a cached answer of the page counts it too. */
    countView: (id: number, visitorKey: string) => views.recordView(visitorKey, 'playlist', id, clock()),

    /** GET playlists/{id}: counts a view (§4.8) and returns the first page of tracks. */
    async show(id: number, viewer: MusicViewer, visitorKey: string, ctx: SerializeCtx) {
      const row = await visible(id, viewer)
      await views.recordView(visitorKey, 'playlist', id, clock())
      const [playlist, tracks, totalDuration] = await Promise.all([
        withDetails((await repo.findById(id)) ?? row),
        tracksPage(id, { page: 1, perPage: TRACKS_PER_PAGE, paginate: 'simple', orderBy: 'position' }, ctx),
        repo.totalDuration(id),
      ])
      return { playlist, tracks, totalDuration }
    },

    async tracks(id: number, viewer: MusicViewer, q: PlaylistTracksQuery, ctx: SerializeCtx) {
      await visible(id, viewer)
      return tracksPage(id, q, ctx)
    },

    async create(viewer: MusicViewer, input: CreatePlaylistInput): Promise<Playlist> {
      const ownerId = requireUserId(viewer)
      await files.assertUsable(viewer, [{ field: 'image', value: input.image, kind: 'image' }])
      await checkName(ownerId, input.name)
      const row = await repo.create(ownerId, {
        name: input.name,
        description: input.description ?? null,
        public: input.public ?? false,
        collaborative: input.collaborative ?? false,
        image: playlistImage(input.image ?? null),
      })
      return withDetails(row)
    },

    async update(id: number, viewer: MusicViewer, input: UpdatePlaylistInput): Promise<Playlist> {
      const row = await editable(id, viewer)
      await files.assertUsable(viewer, [{ field: 'image', value: input.image, current: row.image, kind: 'image' }])
      if (input.name !== undefined) await checkName(row.ownerId, input.name, id)
      const { image, ...rest } = input
      const updated = await repo.update(id, { ...rest, ...(image !== undefined ? { image: playlistImage(image) } : {}) })
      return withDetails(updated)
    },

    /** POST playlists/{id}/image checks who may edit before the body is read (the route calls this first). */
    assertEditable: async (id: number, viewer: MusicViewer): Promise<void> => {
      await editable(id, viewer)
    },

    /**
     * A cover upload (issue 24): image types only, at most 2 MB, decoded completely by content (never by
     * the declared type); the playlist keeps a centred square crop, EXIF orientation applied, as JPEG.
     */
    async uploadImage(id: number, viewer: MusicViewer, data: Buffer): Promise<Playlist> {
      const row = await editable(id, viewer)
      if (!storage) throw new Error('This playlists service has no storage for cover uploads')
      if (data.length > PLAYLIST_IMAGE_MAX_BYTES) throw validationError({ file: PLAYLIST_IMAGE_ERRORS.tooBig })
      const decoded = data.length > 0 ? await decodedImage(data) : null
      if (!decoded || !['jpeg', 'png', 'webp', 'gif'].includes(decoded.format)) throw validationError({ file: PLAYLIST_IMAGE_ERRORS.notImage })
      const { default: sharp } = await import('sharp')
      const side = Math.min(decoded.width, decoded.height, COVER_SIDE)
      const square = await sharp(data, { animated: false })
        .rotate()
        .resize(side, side, { fit: 'cover', position: 'centre' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer()
      const key = `${COVER_PREFIX}${randomUUID()}.jpg`
      await storage.put(key, square)
      const updated = await repo.update(id, { image: `storage/${key}` })
      // The previous cover, when it was one of these uploads, is no longer used by anything.
      const previous = row.image ? COVER_URL.exec(row.image)?.[1] : undefined
      if (previous) await storage.delete(previous).catch(() => undefined)
      return withDetails(updated)
    },

    /** DELETE playlists/{ids}: every playlist must be the viewer's own, unless `playlists.delete`. */
    async remove(ids: number[], viewer: MusicViewer): Promise<void> {
      const userId = requireUserId(viewer)
      const rows = await repo.findByIds(ids)
      if (rows.length !== ids.length) throw notFound()
      if (!viewer.can('playlists.delete') && rows.some((r) => r.ownerId !== userId)) throw forbidden()
      await repo.remove(ids)
    },

    async follow(id: number, viewer: MusicViewer): Promise<void> {
      const userId = requireUserId(viewer)
      await visible(id, viewer)
      await repo.follow(id, userId)
    },

    async unfollow(id: number, viewer: MusicViewer): Promise<void> {
      const userId = requireUserId(viewer)
      await visible(id, viewer)
      await repo.unfollow(id, userId)
    },

    /** New tracks on top (§3.2); a playlist without an image takes the first track's (§2.5). */
    async addTracks(id: number, viewer: MusicViewer, trackIds: number[]): Promise<Playlist> {
      const row = await trackEditable(id, viewer)
      const ids = [...new Set(trackIds)]
      const found = await repo.existingTrackIds(ids)
      const missing = ids.findIndex((t) => !found.has(t))
      if (missing >= 0) throw validationError({ [`ids.${missing}`]: 'The selected track is invalid.' })
      await repo.addTracks(id, ids, viewer.userId!)
      if (!playlistImage(row.image)) {
        const image = await repo.trackImage(ids[0]!)
        if (image) await repo.update(id, { image })
      }
      return withDetails((await repo.findById(id))!)
    },

    async removeTracks(id: number, viewer: MusicViewer, trackIds: number[]): Promise<Playlist> {
      await trackEditable(id, viewer)
      await repo.removeTracks(id, trackIds)
      return withDetails((await repo.findById(id))!)
    },

    async orderTracks(id: number, viewer: MusicViewer, trackIds: number[]): Promise<void> {
      await trackEditable(id, viewer)
      await repo.orderTracks(id, [...new Set(trackIds)])
    },

    /** Others see only a user's public playlists (§2.5). */
    async ofUser(param: UserParam, viewer: MusicViewer, q: { page?: number; perPage?: number }): Promise<Pagination<Playlist>> {
      const userId = resolveUserParam(param, viewer)
      const own = userId === viewer.userId || viewer.can('playlists.update')
      const w = pageWindow(q, LIST_PER_PAGE)
      const page = toPagination(await repo.userPlaylistIds(userId, !own, w.offset, w.limit), w)
      return { ...page, data: await listOf(page.data) }
    },
  }
}

export type PlaylistsService = ReturnType<typeof makePlaylistsService>

import type { AlbumTrackInput, SaveTrackInput, WaveData } from '../../../shared/contracts/catalogue-writes'
import type { Track } from '../../../shared/contracts/catalogue'
import { notFound, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../permissions/index'
import type { Hydrator, SerializeCtx } from '../catalogue/index'
import { assertStoredFilesUsable } from '../uploads/index'
import { assertOwnsOrCan, assertQuota, requireCreate, resolveArtists } from './catalogue-access'
import type { CatalogueWritesRepo, RunInTransaction, TrackValues } from './catalogue-writes.repo'
import type { CatalogueEvents } from './events'
import { removeTrackFiles, trackFileRefs, writeWave } from './media-files'

export interface WritesDeps {
  repo: CatalogueWritesRepo
  transaction: RunInTransaction
  hydrator: Hydrator
  storage: Storage
  events: CatalogueEvents
}

/** Column values of the shared track fields; undefined fields are left as they are. */
export function trackValues(input: Partial<AlbumTrackInput>): TrackValues {
  const v: TrackValues = {}
  if (input.name !== undefined) v.name = input.name
  if (input.duration !== undefined) v.duration = input.duration
  if (input.number !== undefined) v.number = input.number
  if (input.src !== undefined) v.src = input.src || null
  if (input.image !== undefined) v.image = input.image || null
  if (input.description !== undefined) v.description = input.description || null
  if (input.spotify_popularity !== undefined) v.spotifyPopularity = input.spotify_popularity
  return v
}

/** Genres, tags and lyrics of a saved track, when the input carries them. */
export async function saveTrackRelations(repo: CatalogueWritesRepo, id: number, input: Partial<AlbumTrackInput>): Promise<void> {
  if (input.genres) await repo.relations.syncGenres('track', id, input.genres)
  if (input.tags) await repo.relations.syncTags('track', id, input.tags)
  if (input.lyrics !== undefined) await repo.relations.saveLyric(id, input.lyrics ?? null)
}

export function makeTrackWritesService({ repo, transaction, hydrator, storage, events }: WritesDeps) {
  /**
   * The track's album: `album_id` or `album.id` (an album the caller may update), or `album.name`: the
   * primary artist's album of that name, created (owned by the caller, the track's artists) when missing.
   */
  async function albumFor(tx: CatalogueWritesRepo, viewer: Viewer, input: SaveTrackInput, artistIds: number[]): Promise<{ id: number | null; created: boolean }> {
    const named = input.album_id == null && input.album && 'name' in input.album ? input.album.name : null
    if (named !== null) {
      const existing = await tx.albumByNameOfArtist(named, artistIds[0]!)
      if (existing !== null) return { id: await checkedAlbum(tx, viewer, existing), created: false }
      requireCreate(viewer, 'album')
      const id = await tx.insertAlbum({ name: named, ownerId: viewer.userId })
      await tx.relations.setAlbumArtists(id, artistIds)
      return { id, created: true }
    }
    const albumId = input.album_id ?? (input.album && 'id' in input.album ? input.album.id : null)
    return { id: albumId === null ? null : await checkedAlbum(tx, viewer, albumId), created: false }
  }

  async function checkedAlbum(tx: CatalogueWritesRepo, viewer: Viewer, albumId: number): Promise<number> {
    const album = await tx.album(albumId)
    if (!album) throw validationError({ album_id: 'The selected album is invalid.' })
    const artistIds = (await tx.albumArtistIds([albumId])).map((r) => r.artistId)
    await assertOwnsOrCan(tx, viewer, 'album', 'update', [{ ownerId: album.ownerId, artistIds }])
    return albumId
  }

  async function assertUniqueName(tx: CatalogueWritesRepo, albumId: number | null, name: string, exceptId?: number) {
    if (albumId !== null && (await tx.nameTakenInAlbum(albumId, name, exceptId))) {
      throw validationError({ name: 'The name has already been taken.' })
    }
  }

  async function afterSave(id: number, wave: WaveData | null | undefined, ctx: SerializeCtx): Promise<Track> {
    // The wave lives in storage, written once the row exists so `GET tracks/{id}/wave` can serve it.
    if (wave?.length) await writeWave(storage, id, wave)
    const [track] = await hydrator.tracks([id], ctx, { genres: true, tags: true })
    if (!track) throw notFound()
    return track
  }

  return {
    /** POST tracks: the caller becomes the owner; its duration counts against the `minutes` quota. */
    async create(viewer: Viewer, input: SaveTrackInput, ctx: SerializeCtx): Promise<Track> {
      const userId = requireCreate(viewer, 'track')
      const { id, album, artistIds } = await transaction(async (tx) => {
        await assertStoredFilesUsable(tx, viewer, trackFileRefs(input))
        const artistIds = await resolveArtists(tx, viewer, input.artists, 'artists')
        const album = await albumFor(tx, viewer, input, artistIds)
        await assertUniqueName(tx, album.id, input.name)
        await assertQuota(tx, viewer, input.duration)
        const id = await tx.insertTrack({ ...trackValues(input), name: input.name, albumId: album.id, ownerId: userId })
        await tx.relations.setTrackArtists(id, artistIds)
        await saveTrackRelations(tx, id, input)
        return { id, album, artistIds }
      })
      const track = await afterSave(id, input.waveData, ctx)
      // §2.1/§2.2: a track without an album, or a newly created album, tells the first artist's followers.
      // Last, after the answer is read: the fan-out job must not queue ahead of this request's reads.
      if (album.id === null) await events.mediaCreated({ type: 'track', id, artistId: artistIds[0]! })
      else if (album.created) await events.mediaCreated({ type: 'album', id: album.id, artistId: artistIds[0]! })
      return track
    },

    /** PUT tracks/{id}: the owner, a manager of one of its artists, or music.update. */
    async update(viewer: Viewer, id: number, input: SaveTrackInput, ctx: SerializeCtx): Promise<Track> {
      const created = await transaction(async (tx) => {
        const row = await tx.track(id)
        if (!row) throw notFound()
        const current = (await tx.trackArtistIds([id])).map((r) => r.artistId)
        await assertOwnsOrCan(tx, viewer, 'track', 'update', [{ ownerId: row.ownerId, artistIds: current }])
        await assertStoredFilesUsable(tx, viewer, trackFileRefs(input, '', row))
        const artistIds = await resolveArtists(tx, viewer, input.artists, 'artists', current)
        const album = await albumFor(tx, viewer, input, artistIds)
        await assertUniqueName(tx, album.id, input.name, id)
        if (row.ownerId === viewer.userId && input.duration > (row.duration ?? 0)) await assertQuota(tx, viewer, input.duration, [id])
        await tx.updateTrack(id, { ...trackValues(input), albumId: album.id, updatedAt: new Date() })
        await tx.relations.setTrackArtists(id, artistIds)
        await saveTrackRelations(tx, id, input)
        return album.created ? { id: album.id!, artistId: artistIds[0]! } : null
      })
      const track = await afterSave(id, input.waveData, ctx)
      if (created) await events.mediaCreated({ type: 'album', ...created })
      return track
    },

    /** DELETE tracks/{ids}: every listed track must be deletable; unknown ids are ignored. */
    async remove(viewer: Viewer, ids: number[]): Promise<void> {
      const deleted = await transaction(async (tx) => {
        const rows = await tx.tracksByIds(ids)
        if (!rows.length) throw notFound()
        const pivots = await tx.trackArtistIds(rows.map((r) => r.id))
        await assertOwnsOrCan(
          tx,
          viewer,
          'track',
          'delete',
          rows.map((r) => ({ ownerId: r.ownerId, artistIds: pivots.filter((p) => p.trackId === r.id).map((p) => p.artistId) })),
        )
        await tx.deleteTracks(rows.map((r) => r.id))
        return rows
      })
      await removeTrackFiles(repo, storage, deleted)
    },
  }
}

export type TrackWritesService = ReturnType<typeof makeTrackWritesService>

import type { AlbumTrackInput, SaveAlbumInput, WaveData } from '../../../shared/contracts/catalogue-writes'
import type { Album } from '../../../shared/contracts/catalogue'
import { notFound, validationError } from '../../lib/http-errors'
import type { Viewer } from '../permissions/index'
import type { SerializeCtx } from '../catalogue/index'
import { assertStoredFilesUsable } from '../uploads/index'
import { assertOwnsOrCan, assertQuota, requireCreate, requireUser, resolveArtists } from './catalogue-access'
import type { AlbumValues, CatalogueWritesRepo } from './catalogue-writes.repo'
import { newAlbumFileRefs, removeTrackFiles, trackFileRefs, writeWave } from './media-files'
import { saveTrackRelations, trackValues, type WritesDeps } from './track-writes.service'

function albumValues(input: Omit<SaveAlbumInput, 'artists'>): AlbumValues & { name: string } {
  return {
    name: input.name,
    releaseDate: input.release_date || null,
    image: input.image || null,
    spotifyPopularity: input.spotify_popularity ?? null,
    description: input.description || null,
  }
}

export function makeAlbumWritesService({ repo, transaction, hydrator, storage, events }: WritesDeps) {
  /**
   * §2.2: the list order becomes each track's number; listed existing tracks are moved into the album,
   * new ones are created (owned by the caller, the album's artists unless given); the rest are detached.
   */
  async function saveTracks(tx: CatalogueWritesRepo, viewer: Viewer, albumId: number, list: AlbumTrackInput[], albumArtists: number[]) {
    const names = list.map((t) => t.name.toLowerCase())
    const dup = names.findIndex((n, i) => names.indexOf(n) !== i)
    if (dup >= 0) throw validationError({ [`tracks.${dup}.name`]: 'The name has already been taken.' })
    const existingIds = list.flatMap((t) => (t.id ? [t.id] : []))
    const rows = await tx.tracksByIds(existingIds)
    const missing = list.findIndex((t) => t.id && !rows.some((r) => r.id === t.id))
    if (missing >= 0) throw validationError({ [`tracks.${missing}.id`]: 'The selected track is invalid.' })
    const pivots = await tx.trackArtistIds(existingIds)
    const artistsOf = (id: number) => pivots.filter((p) => p.trackId === id).map((p) => p.artistId)
    await assertOwnsOrCan(tx, viewer, 'track', 'update', rows.map((r) => ({ ownerId: r.ownerId, artistIds: artistsOf(r.id) })))
    await assertStoredFilesUsable(tx, viewer, list.flatMap((t, i) => trackFileRefs(t, `tracks.${i}.`, rows.find((r) => r.id === t.id))))
    const newMs = list.reduce((sum, t) => sum + (t.id ? 0 : (t.duration ?? 0)), 0)
    await assertQuota(tx, viewer, newMs)

    const kept: number[] = []
    const waves: { id: number; bars: WaveData }[] = []
    for (const [i, t] of list.entries()) {
      const field = `tracks.${i}.artists`
      const values = { ...trackValues(t), albumId, number: i + 1 }
      let id: number
      if (t.id) {
        id = t.id
        await tx.updateTrack(id, { ...values, updatedAt: new Date() })
        if (t.artists?.length) await tx.relations.setTrackArtists(id, await resolveArtists(tx, viewer, t.artists, field, artistsOf(id)))
      } else {
        id = await tx.insertTrack({ ...values, name: t.name, ownerId: viewer.userId })
        const artists = t.artists?.length ? await resolveArtists(tx, viewer, t.artists, field, albumArtists) : albumArtists
        await tx.relations.setTrackArtists(id, artists)
      }
      await saveTrackRelations(tx, id, t)
      if (t.waveData?.length) waves.push({ id, bars: t.waveData })
      kept.push(id)
    }
    await tx.detachTracks(albumId, kept)
    return waves
  }

  async function load(id: number, ctx: SerializeCtx): Promise<Album> {
    const [album] = await hydrator.albums([id], ctx, { artists: true, tracks: true, genres: true, tags: true })
    if (!album) throw notFound()
    return album
  }

  async function create(viewer: Viewer, input: SaveAlbumInput, ctx: SerializeCtx, tx?: CatalogueWritesRepo) {
    requireCreate(viewer, 'album')
    const run = async (t: CatalogueWritesRepo) => {
      await assertStoredFilesUsable(t, viewer, newAlbumFileRefs(input))
      const artistIds = await resolveArtists(t, viewer, input.artists, 'artists')
      // Uploading an album's files auto-matches (creates) the album from their tags first; saving the
      // album form then fills that album instead of leaving it behind empty under the same name.
      const adopted = viewer.userId ? await t.emptyOwnedAlbum(input.name, artistIds[0]!, viewer.userId) : null
      const id = adopted ?? (await t.insertAlbum({ ...albumValues(input), ownerId: viewer.userId }))
      if (adopted) await t.updateAlbum(adopted, { ...albumValues(input), updatedAt: new Date() })
      await t.relations.setAlbumArtists(id, artistIds)
      if (input.genres) await t.relations.syncGenres('album', id, input.genres)
      if (input.tags) await t.relations.syncTags('album', id, input.tags)
      const waves = input.tracks ? await saveTracks(t, viewer, id, input.tracks, artistIds) : []
      return { id, artistId: artistIds[0]!, waves }
    }
    return tx ? run(tx) : transaction(run)
  }

  return {
    /** POST albums (§3.1); also used for an artist's nested albums inside that transaction. */
    async create(viewer: Viewer, input: SaveAlbumInput, ctx: SerializeCtx): Promise<Album> {
      const { id, artistId, waves } = await create(viewer, input, ctx)
      for (const w of waves) await writeWave(storage, w.id, w.bars)
      const album = await load(id, ctx)
      // Last, after the answer is read, so the fan-out job never queues ahead of this request's reads.
      await events.mediaCreated({ type: 'album', id, artistId })
      return album
    },

    createIn: create,

    /** PUT albums/{id}: tracks are only touched when `tracks` is sent. */
    async update(viewer: Viewer, id: number, input: SaveAlbumInput, ctx: SerializeCtx): Promise<Album> {
      requireUser(viewer)
      const waves = await transaction(async (tx) => {
        const row = await tx.album(id)
        if (!row) throw notFound()
        const current = (await tx.albumArtistIds([id])).map((r) => r.artistId)
        await assertOwnsOrCan(tx, viewer, 'album', 'update', [{ ownerId: row.ownerId, artistIds: current }])
        await assertStoredFilesUsable(tx, viewer, [{ field: 'image', value: input.image, current: row.image, kind: 'image' }])
        const artistIds = await resolveArtists(tx, viewer, input.artists, 'artists', current)
        await tx.updateAlbum(id, { ...albumValues(input), updatedAt: new Date() })
        await tx.relations.setAlbumArtists(id, artistIds)
        if (input.genres) await tx.relations.syncGenres('album', id, input.genres)
        if (input.tags) await tx.relations.syncTags('album', id, input.tags)
        return input.tracks ? saveTracks(tx, viewer, id, input.tracks, artistIds) : []
      })
      for (const w of waves) await writeWave(storage, w.id, w.bars)
      return load(id, ctx)
    },

    /** DELETE albums/{ids}: the albums and the tracks on them. */
    async remove(viewer: Viewer, ids: number[]): Promise<void> {
      const deletedTracks = await transaction(async (tx) => {
        const rows = await tx.albumsByIds(ids)
        if (!rows.length) throw notFound()
        const pivots = await tx.albumArtistIds(rows.map((r) => r.id))
        await assertOwnsOrCan(
          tx,
          viewer,
          'album',
          'delete',
          rows.map((r) => ({ ownerId: r.ownerId, artistIds: pivots.filter((p) => p.albumId === r.id).map((p) => p.artistId) })),
        )
        const trackIds = (await Promise.all(rows.map((r) => tx.albumTrackIds(r.id)))).flat()
        const tracks = await tx.tracksByIds(trackIds)
        if (trackIds.length) await tx.deleteTracks(trackIds)
        await tx.deleteAlbums(rows.map((r) => r.id))
        return tracks
      })
      await removeTrackFiles(repo, storage, deletedTracks)
    },
  }
}

export type AlbumWritesService = ReturnType<typeof makeAlbumWritesService>

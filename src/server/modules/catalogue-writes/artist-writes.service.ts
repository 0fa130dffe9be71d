import type { SaveArtistInput } from '../../../shared/contracts/catalogue-writes'
import type { Artist } from '../../../shared/contracts/catalogue'
import { forbidden, notFound } from '../../lib/http-errors'
import type { Viewer } from '../permissions/index'
import type { ArtistsRepo } from '../artists/index'
import { assertStoredFilesUsable, type StoredFileRef } from '../uploads/index'
import { serializeArtist, serializeGenre, type RelationsRepo, type SerializeCtx } from '../catalogue/index'
import type { AlbumWritesService } from './album-writes.service'
import { assertOwnsOrCan, canAny, canSelectAnyArtist, requireUser } from './catalogue-access'
import type { ArtistValues, CatalogueWritesRepo } from './catalogue-writes.repo'
import { newAlbumFileRefs, writeWave } from './media-files'
import type { WritesDeps } from './track-writes.service'

/** Artists the caller may verify: an artist never verifies themselves (§2.11 leaves that to admins). */
const canVerify = (viewer: Viewer) => canAny(viewer, 'artist', 'update')

function artistValues(viewer: Viewer, input: SaveArtistInput): ArtistValues & { name: string } {
  const v: ArtistValues & { name: string } = { name: input.name }
  if (input.image_small !== undefined) v.imageSmall = input.image_small || null
  if (input.spotify_id !== undefined) v.spotifyId = input.spotify_id || null
  if (input.verified !== undefined && canVerify(viewer)) v.verified = input.verified
  return v
}

async function saveDetails(tx: CatalogueWritesRepo, id: number, input: SaveArtistInput) {
  if (input.genres) await tx.relations.syncGenres('artist', id, input.genres)
  if (input.profile) {
    const p = input.profile
    await tx.saveArtistProfile(id, { description: p.description || null, city: p.city || null, country: p.country || null })
  }
  if (input.profile_images) await tx.replaceArtistImages(id, input.profile_images.map((i) => i.url))
  if (input.links) await tx.replaceArtistLinks(id, input.links.map((l) => ({ url: l.url, title: l.title || null })))
}

export interface ArtistReaders {
  artists: ArtistsRepo
  relations: RelationsRepo
}

/** The artist's images (kept ones are not checked again) and, on create, its albums' files. */
function artistFileRefs(input: SaveArtistInput, current: { image: string | null; images: string[] } | null): StoredFileRef[] {
  return [
    { field: 'image_small', value: input.image_small, current: current?.image, kind: 'image' },
    ...(input.profile_images ?? []).map((p, i): StoredFileRef => ({ field: `profile_images.${i}.url`, value: p.url, current: current?.images.includes(p.url) ? p.url : null, kind: 'image' })),
    ...(input.albums ?? []).flatMap((a, i) => newAlbumFileRefs(a, `albums.${i}.`)),
  ]
}

export function makeArtistWritesService({ transaction, storage }: WritesDeps, albums: AlbumWritesService, read: ArtistReaders) {
  return {
    /** The saved artist as the edit page shows it: genres, profile, images and links. */
    async show(id: number): Promise<Artist> {
      const row = await read.artists.findById(id)
      if (!row) throw notFound()
      const [genres, profile, images, links] = await Promise.all([
        read.relations.genresOf('artist', [id]),
        read.artists.profile(id),
        read.artists.images(id),
        read.artists.links(id),
      ])
      return serializeArtist(row, { genres: (genres.get(id) ?? []).map(serializeGenre), profile, profile_images: images, links })
    },

    /**
     * POST artists: artists.create or music.update, or music.create with `artist_selection`. Regular
     * artists get theirs through a backstage request or `CURRENT_USER`.
     */
    async create(viewer: Viewer, input: SaveArtistInput, ctx: SerializeCtx) {
      requireUser(viewer)
      if (!viewer.can('artists.create') && !canSelectAnyArtist(viewer)) throw forbidden()
      const { id, waves } = await transaction(async (tx) => {
        await assertStoredFilesUsable(tx, viewer, artistFileRefs(input, null))
        const id = await tx.insertArtist(artistValues(viewer, input))
        await saveDetails(tx, id, input)
        const waves = []
        for (const album of input.albums ?? []) waves.push(...(await albums.createIn(viewer, { ...album, artists: [id] }, ctx, tx)).waves)
        return { id, waves }
      })
      for (const w of waves) await writeWave(storage, w.id, w.bars)
      return id
    },

    /** PUT artists/{id}: a user attached to the artist, or music.update / artists.update. */
    async update(viewer: Viewer, id: number, input: SaveArtistInput): Promise<number> {
      await transaction(async (tx) => {
        const row = await tx.artist(id)
        if (!row) throw notFound()
        await assertOwnsOrCan(tx, viewer, 'artist', 'update', [{ ownerId: null, artistIds: [id] }])
        const images = await tx.artistImageUrls(id)
        await assertStoredFilesUsable(tx, viewer, artistFileRefs(input, { image: row.imageSmall, images }))
        await tx.updateArtist(id, { ...artistValues(viewer, input), updatedAt: new Date() })
        await saveDetails(tx, id, input)
      })
      return id
    },

    async remove(viewer: Viewer, ids: number[]): Promise<void> {
      await transaction(async (tx) => {
        const found = (await Promise.all(ids.map((id) => tx.artist(id)))).filter((a) => a !== null)
        if (!found.length) throw notFound()
        await assertOwnsOrCan(tx, viewer, 'artist', 'delete', found.map((a) => ({ ownerId: null, artistIds: [a.id] })))
        await tx.deleteArtists(found.map((a) => a.id))
      })
    },
  }
}

export type ArtistWritesService = ReturnType<typeof makeArtistWritesService>

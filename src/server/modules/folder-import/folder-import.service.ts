import type { Readable } from 'node:stream'
import { CURRENT_USER, SaveTrackInputSchema, type ArtistRef } from '../../../shared/contracts/catalogue-writes'
import { UPLOAD_MESSAGES, type ExtractedMetadata } from '../../../shared/contracts/uploads'
import { HttpError } from '../../lib/http-errors'
import { canSelectAnyArtist, type TrackWritesService } from '../catalogue-writes/index'
import type { PermissionsService, Viewer } from '../permissions/index'
import { readAudioMetadata, type FileEntriesService, type MetadataService, type UploadsRepo } from '../uploads/index'
import type { Storage } from '../../lib/storage'
import type { FolderImportRepo } from './folder-import.repo'

/** One file of the folder, as the CLI found it; `sha256` is of its whole content. */
export interface ImportSource {
  name: string
  sha256: string
  open(): Readable
}

export type ImportOutcome =
  | { status: 'added'; trackId: number; title: string; artists: string[]; album: string | null }
  | { status: 'skipped' | 'failed'; reason: string }

export const ALREADY_IMPORTED = 'already imported'
export const UNSUPPORTED = 'not a supported audio file'
export const UNREADABLE = 'unreadable or damaged audio'
export const NO_ARTIST = 'no artist tag'
export const NAME_TAKEN = 'a track with this title is already on the album'

export interface FolderImportDeps {
  repo: FolderImportRepo
  uploads: UploadsRepo
  files: FileEntriesService
  metadata: MetadataService
  tracks: TrackWritesService
  permissions: PermissionsService
  storage: Storage
}

/** A refusal of the upload rules becomes a short reason; anything not a 422 (or a 413 size) is a failure, not a skip. */
function outcomeOf(error: unknown): ImportOutcome {
  if (!(error instanceof HttpError)) return { status: 'failed', reason: error instanceof Error ? error.message : String(error) }
  if (error.statusCode !== 422 && error.statusCode !== 413) return { status: 'failed', reason: error.message }
  const fields = error.extra.errors ?? {}
  if (error.message === UPLOAD_MESSAGES.typeNotAllowed) return { status: 'skipped', reason: UNSUPPORTED }
  if (error.message.startsWith('Could not read this audio file')) return { status: 'skipped', reason: UNREADABLE }
  const size = /exceeds maximum allowed size of (.+)$/.exec(error.message)
  if (size) return { status: 'skipped', reason: `larger than the upload limit (${size[1]})` }
  if ('name' in fields) return { status: 'skipped', reason: NAME_TAKEN }
  return { status: 'skipped', reason: error.message }
}

const withoutExtension = (name: string) => name.replace(/\.[^.]+$/, '') || name

/**
 * The folder import (`npm run import`): each file goes the way of a browser upload (music-catalog
 * §3.11): a `track_media` file entry whose type comes from its bytes, `extract-metadata` (tags,
 * duration, cover saved as a `track_image` entry, artist and album matched or created), then POST
 * tracks through the catalogue-writes service, so search, counters and artist pages see an upload.
 *
 * Identity: the SHA-256 of the content, kept on the file entry. Identical bytes are the same file
 * wherever the folder sits and whatever it is called, and edits made to the track in the app later do
 * not turn it into a new file; a lookup by artist+album+title+duration would miss untagged files and
 * any track renamed since. A re-tagged file is new bytes: it is imported again, unless its title is
 * already on its album (then POST tracks refuses it, which is reported as a skip).
 */
export function makeFolderImportService({ repo, uploads, files, metadata, tracks, permissions, storage }: FolderImportDeps) {
  /** Artist ids for the tags: the auto-matched one first, then any further TPE1/ARTISTS names. */
  async function artistIds(meta: ExtractedMetadata, tagged: string[]): Promise<{ ids: ArtistRef[]; names: string[] }> {
    const names = tagged.length > 1 ? tagged : meta.artist_name ? [meta.artist_name] : []
    const out = meta.artist ? [{ id: meta.artist.id, name: meta.artist.name }] : []
    for (const name of names.map((n) => n.trim().slice(0, 255)).filter(Boolean)) {
      if (out.some((a) => a.name.toLowerCase() === name.toLowerCase())) continue
      // uploads.autoMatch off: the import still matches by name, exactly as extract-metadata would.
      out.push(await uploads.findOrCreateArtist(name))
    }
    return { ids: out.map((a) => a.id), names: out.map((a) => a.name) }
  }

  async function albumId(viewer: Viewer, meta: ExtractedMetadata, artistId: number): Promise<{ id: number; name: string } | null> {
    if (meta.album) return { id: meta.album.id, name: meta.album.name }
    if (!meta.album_name) return null
    const found = await uploads.findOrCreateAlbum({ name: meta.album_name, artistId, ownerId: viewer.userId!, releaseDate: meta.release_date?.slice(0, 20) ?? null, image: meta.image })
    return { id: found.id, name: found.name }
  }

  /** Entries this attempt stored and nothing uses (a refused file leaves no bytes behind). */
  async function discard(viewer: Viewer, urls: string[]) {
    const ids = await repo.unusedEntryIds(urls)
    if (ids.length) await files.deleteEntries(viewer, { entryIds: ids, paths: [], deleteForever: true })
  }

  async function addTrack(viewer: Viewer, source: ImportSource, entry: { id: number; url: string }, stored: string[]): Promise<ImportOutcome> {
    const meta = await metadata.extract(viewer, entry.id, true)
    if (meta.image) stored.push(meta.image)
    const row = await files.ownedEntry(viewer, entry.id)
    if (!row) return { status: 'failed', reason: 'the stored file entry disappeared' }
    // Second read for what extract-metadata leaves out: the track number and further artists.
    const common = (await readAudioMetadata(storage, `${row.diskPrefix}/${row.fileName}`, row.mime, row.fileSize)).common
    // An owner who may only publish as themselves gets their own artist, as the upload form gives them.
    const own = !canSelectAnyArtist(viewer)
    const artists = own ? { ids: [CURRENT_USER] as ArtistRef[], names: [] } : await artistIds(meta, common.artists ?? [])
    if (!artists.ids.length) return { status: 'skipped', reason: NO_ARTIST }
    const album = own ? null : await albumId(viewer, meta, artists.ids[0] as number)
    const title = meta.title ?? withoutExtension(source.name)
    const input = SaveTrackInputSchema.safeParse({
      name: title,
      duration: meta.duration,
      number: common.track.no && common.track.no <= 32767 ? common.track.no : null,
      src: entry.url,
      image: meta.image,
      genres: meta.genres,
      lyrics: meta.lyrics,
      artists: artists.ids,
      album_id: album?.id ?? null,
    })
    if (!input.success) {
      const issue = input.error.issues[0]!
      return { status: 'skipped', reason: `tag ${issue.path.join('.')}: ${issue.message}` }
    }
    const track = await tracks.create(viewer, input.data, { showHidden: true })
    return { status: 'added', trackId: track.id, title, artists: artists.names, album: album?.name ?? null }
  }

  return {
    /** The user the files are stored for: `--owner <email>`, else the first admin. Must hold music.create. */
    async owner(email?: string): Promise<Viewer> {
      const id = email ? await repo.userIdByEmail(email) : await repo.firstAdminId()
      if (id === null) throw new Error(email ? `No user with the email ${email}.` : 'No admin user yet: start the server once, or pass --owner <email>.')
      const viewer = await permissions.viewerFor(id)
      if (!viewer.can('music.create')) throw new Error(`${email ?? 'The first admin'} may not upload music (music.create).`)
      return viewer
    },

    /** Imports one file; never throws for a file's own problems (see ImportOutcome). */
    async importFile(viewer: Viewer, source: ImportSource): Promise<ImportOutcome> {
      const known = await repo.entryBySha(source.sha256)
      if (known?.trackId) return { status: 'skipped', reason: ALREADY_IMPORTED }
      const stored: string[] = []
      try {
        let entry = known
        if (!entry) {
          const created = await files.createFromStream(viewer, source.open(), { diskPrefix: 'track_media', name: source.name })
          entry = { id: created.id, url: created.url, trackId: null }
          await repo.setSha(created.id, source.sha256)
        }
        stored.push(entry.url)
        const outcome = await addTrack(viewer, source, entry, stored)
        if (outcome.status !== 'added') await discard(viewer, stored)
        return outcome
      } catch (error) {
        await discard(viewer, stored).catch(() => {})
        return outcomeOf(error)
      }
    },
  }
}

export type FolderImportService = ReturnType<typeof makeFolderImportService>

import { Readable } from 'node:stream'
import type { IAudioMetadata } from 'music-metadata'
import type { ExtractedMetadata } from '../../../shared/contracts/uploads'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../permissions/index'
import type { FileEntriesService } from './file-entries.service'
import type { UploadsRepo } from './uploads.repo'

export interface MetadataDeps {
  repo: UploadsRepo
  storage: Storage
  files: FileEntriesService
  settings: { get<T = unknown>(key: string): Promise<T | undefined> }
}

const UNREADABLE = 'Could not read this audio file. It may be damaged or in an unsupported format.'
const text = (value: string | undefined | null): string | null => (value && value.trim() ? value.trim().slice(0, 255) : null)

/** Reads tags and duration of a stored audio file; a damaged file is a 422, never a 500. */
export async function readAudioMetadata(storage: Storage, key: string, mime: string | null, size: number): Promise<IAudioMetadata> {
  // music-metadata (a parser per audio format) loads with the first file read, not with the server.
  const { parseStream } = await import('music-metadata')
  let meta: IAudioMetadata
  try {
    meta = await parseStream(await storage.read(key), { mimeType: mime ?? undefined, size }, { duration: true })
  } catch {
    throw validationError({ file: UNREADABLE })
  }
  const duration = meta.format.duration
  if (duration === undefined || !Number.isFinite(duration) || duration <= 0) throw validationError({ file: UNREADABLE })
  return meta
}

/** May the viewer have artists and albums matched (and created) from tags? music-catalog §3.11. */
function mayAutoMatch(viewer: Viewer): boolean {
  if (viewer.isAdmin || viewer.can('music.update')) return true
  return viewer.grants.some((g) => g.name === 'music.create' && g.restrictions.some((r) => r.name === 'artist_selection' && r.value === true))
}

/**
 * `POST tracks/{fileEntryId}/extract-metadata`: tags of an uploaded track, its duration in ms, the
 * embedded picture saved as a `track_image` entry, and with `uploads.autoMatch` the artist and album
 * found or created by name. Exported for the import CLI.
 */
export function makeMetadataService({ repo, storage, files, settings }: MetadataDeps) {
  async function saveCover(viewer: Viewer, meta: IAudioMetadata, title: string | null): Promise<string | null> {
    const picture = meta.common.picture?.[0]
    if (!picture?.data?.length) return null
    try {
      const entry = await files.createFromStream(viewer, Readable.from([Buffer.from(picture.data)]), { diskPrefix: 'track_image', name: `${title ?? 'cover'}.img`.replace(/[/\\]|\.\./g, '') })
      return entry.url
    } catch {
      // A cover that is not a usable image (or over a limit) is skipped, not an error of the track.
      return null
    }
  }

  return {
    async extract(viewer: Viewer, fileEntryId: number, autoMatchAlbum: boolean): Promise<ExtractedMetadata> {
      if (!viewer.can('music.create') && !viewer.can('music.update')) throw forbidden()
      const entry = await files.ownedEntry(viewer, fileEntryId)
      if (!entry) throw notFound('This file could not be found.')
      if (entry.diskPrefix !== 'track_media') throw validationError({ file: 'This file is not a track upload.' })
      const meta = await readAudioMetadata(storage, `${entry.diskPrefix}/${entry.fileName}`, entry.mime, entry.fileSize)
      const common = meta.common
      const title = text(common.title)
      const artistName = text(common.artist ?? common.albumartist)
      const albumName = text(common.album)
      const releaseDate = text(common.date) ?? (common.year ? String(common.year) : null)
      const lyrics = common.lyrics?.map((l) => l.text ?? l.syncText.map((s) => s.text).join('\n')).find((t) => t && t.trim()) ?? null
      const image = await saveCover(viewer, meta, title)

      let artist: ExtractedMetadata['artist'] = null
      let album: ExtractedMetadata['album'] = null
      if (artistName && (await settings.get('uploads.autoMatch')) !== false && mayAutoMatch(viewer)) {
        const found = await repo.findOrCreateArtist(artistName)
        artist = { ...found, model_type: 'artist' }
        if (autoMatchAlbum && albumName) {
          const foundAlbum = await repo.findOrCreateAlbum({ name: albumName, artistId: found.id, ownerId: viewer.userId!, releaseDate: releaseDate?.slice(0, 20) ?? null, image })
          album = { ...foundAlbum, model_type: 'album' }
        }
      }

      return {
        title,
        artist_name: artistName,
        artist,
        album_name: albumName,
        album,
        genres: (common.genre ?? []).map((g) => g.trim()).filter(Boolean),
        duration: Math.round(meta.format.duration! * 1000),
        release_date: releaseDate,
        lyrics,
        image,
      }
    },
  }
}

export type MetadataService = ReturnType<typeof makeMetadataService>

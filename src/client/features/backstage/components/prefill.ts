import type { ExtractedMetadata, FileEntry } from '../../../../shared/contracts/uploads'
import type { AlbumFormValues } from './album-form'
import { newTrackRow } from './album-track-rows'
import { defaultArtists } from './artist-picker'
import type { TrackFormValues } from './track-fields'

export interface UploadedTrack {
  /** The `track_media` entry; its url becomes the track's `src`. */
  entry: FileEntry
  /** From `POST tracks/{fileEntryId}/extract-metadata`, when it finished. */
  metadata?: ExtractedMetadata | null
  /** Built in the browser (§4.10). */
  waveData?: number[][] | null
}

/**
 * TrackForm initial values for one upload (§3.11): title, duration, genres, lyrics and picture from the
 * tags; the auto-matched artist and album when the server found them, else the user's own artist.
 */
export function trackValuesFromUpload({ entry, metadata, waveData }: UploadedTrack): Partial<TrackFormValues> {
  const m = metadata
  return {
    name: m?.title || entry.name.replace(/\.[^.]+$/, ''),
    duration: m?.duration ?? null,
    src: entry.url,
    srcName: entry.name,
    image: m?.image ?? '',
    genres: m?.genres ?? [],
    lyrics: m?.lyrics ?? '',
    artists: m?.artist ? [{ id: m.artist.id, name: m.artist.name }] : defaultArtists(),
    album: m?.album ? { id: m.album.id, name: m.album.name } : null,
    waveData: waveData ?? null,
  }
}

/** AlbumForm initial values for several uploads: one track row each, in the order given. */
export function albumValuesFromUploads(uploads: UploadedTrack[]): Partial<AlbumFormValues> {
  const first = uploads.find((u) => u.metadata)?.metadata
  return {
    name: first?.album_name ?? '',
    releaseDate: first?.release_date ?? '',
    image: first?.image ?? '',
    genres: first?.genres ?? [],
    artists: first?.artist ? [{ id: first.artist.id, name: first.artist.name }] : defaultArtists(),
    tracks: uploads.map((u) => newTrackRow({ name: u.metadata?.title || u.entry.name.replace(/\.[^.]+$/, ''), duration: u.metadata?.duration ?? null, src: u.entry.url, srcName: u.entry.name, waveData: u.waveData ?? null })),
  }
}

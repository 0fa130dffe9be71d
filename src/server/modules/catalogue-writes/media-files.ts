import type { AlbumTrackInput, SaveAlbumInput, WaveData } from '../../../shared/contracts/catalogue-writes'
import type { Storage } from '../../lib/storage'
import type { StoredFileRef } from '../uploads/index'
import type { CatalogueWritesRepo } from './catalogue-writes.repo'

/** Where `GET tracks/{id}/wave` reads it (§4.10): the bare bar list as JSON. */
export const waveKey = (trackId: number) => `waves/${trackId}.json`

export async function writeWave(storage: Storage, trackId: number, bars: WaveData): Promise<void> {
  await storage.put(waveKey(trackId), Buffer.from(JSON.stringify(bars)))
}

/** A track's stored-file fields (its audio and its image), named under `prefix` (`tracks.2.`). */
export function trackFileRefs(input: Pick<AlbumTrackInput, 'src' | 'image'>, prefix = '', current?: { src: string | null; image: string | null } | null): StoredFileRef[] {
  return [
    { field: `${prefix}src`, value: input.src, current: current?.src, kind: 'audio' },
    { field: `${prefix}image`, value: input.image, current: current?.image, kind: 'image' },
  ]
}

/** An album's image and its new tracks' files (existing tracks are checked against their rows by saveTracks). */
export function newAlbumFileRefs(input: Pick<SaveAlbumInput, 'image' | 'tracks'>, prefix = ''): StoredFileRef[] {
  return [
    { field: `${prefix}image`, value: input.image, kind: 'image' },
    ...(input.tracks ?? []).flatMap((t, i) => (t.id ? [] : trackFileRefs(t, `${prefix}tracks.${i}.`))),
  ]
}

/**
 * The storage key behind a local src or image (`storage/track_media/x.mp3`, `/storage/...`, or an absolute
 * URL to our own /storage/ path); null for remote URLs.
 */
export function storageKeyOf(value: string | null): string | null {
  if (!value) return null
  let path = value
  if (/^https?:\/\//i.test(value)) {
    try {
      path = new URL(value).pathname
    } catch {
      return null
    }
  }
  const m = /^\/?storage\/([A-Za-z0-9_-]+\/[^?#]+)$/.exec(path)
  return m ? decodeURIComponent(m[1]!) : null
}

/**
 * After tracks are deleted (§2.1): their wave files, plus uploaded audio and image files that have a file
 * entry and that no remaining track or album uses (seeded files are shared by content hash).
 */
export async function removeTrackFiles(
  repo: CatalogueWritesRepo,
  storage: Storage,
  deleted: { id: number; src: string | null; image: string | null }[],
): Promise<void> {
  await Promise.all(deleted.map((t) => storage.delete(waveKey(t.id))))
  const values = [...new Set(deleted.flatMap((t) => [t.src, t.image]).filter((v): v is string => Boolean(v)))]
  const unused: string[] = []
  for (const v of values) if (!(await repo.mediaStillUsed(v))) unused.push(v)
  const keys = unused.map(storageKeyOf).filter((k): k is string => k !== null)
  const entries = await repo.fileEntriesForKeys(keys)
  for (const e of entries) await storage.delete(`${e.diskPrefix}/${e.fileName}`)
  await repo.deleteFileEntries(entries.map((e) => e.id))
}

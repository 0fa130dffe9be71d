// Pure rules of the upload queue (music-product §4, §8, §9): which transport a file takes, when the next
// upload may start, and which failed requests a resumable upload retries. Unit-tested without a browser.
import { MULTIPART_THRESHOLD, UPLOAD_CONCURRENCY } from './constants'

export type UploadStrategy = 'tus' | 'form' | 's3-simple' | 's3-multipart'

export interface UploadSettings {
  /** `uploads.chunk`: resumable (tus) uploads for big files. */
  chunk: boolean
  /** `uploads.chunk_size` in bytes. */
  chunkSize: number
  /** The disk driver is an s3 kind and direct upload is on. */
  s3Direct: boolean
}

/** Direct cloud upload first; then tus for files of a chunk or more; small files as one multipart POST. */
export function chooseStrategy(size: number, settings: UploadSettings): UploadStrategy {
  if (settings.s3Direct) return size >= MULTIPART_THRESHOLD ? 's3-multipart' : 's3-simple'
  if (settings.chunk && size >= settings.chunkSize) return 'tus'
  return 'form'
}

export interface QueueSlot {
  status: 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted'
  size: number
  strategy: UploadStrategy
  /** Path inside a dropped folder; empty for loose files. */
  relativePath: string
}

export function isFolderFile(slot: Pick<QueueSlot, 'relativePath'>): boolean {
  return slot.relativePath.includes('/')
}

/**
 * An upload that must run alone: a file of a folder, a direct big-file (multipart) upload, or a resumable
 * upload larger than one chunk.
 */
export function runsAlone(slot: QueueSlot, chunkSize: number): boolean {
  return isFolderFile(slot) || slot.strategy === 's3-multipart' || (slot.strategy === 'tus' && slot.size > chunkSize)
}

/**
 * Indexes of the pending uploads to start now, in queue order. Up to 3 run at once, only 1 while a running
 * upload runs alone; an upload that runs alone waits until nothing else runs. The queue is first in, first
 * out: a waiting upload is not overtaken by the ones behind it.
 */
export function uploadsToStart(slots: readonly QueueSlot[], chunkSize: number): number[] {
  const running = slots.filter((slot) => slot.status === 'inProgress')
  let count = running.length
  let alone = running.some((slot) => runsAlone(slot, chunkSize))
  const start: number[] = []
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!
    if (slot.status !== 'pending') continue
    if (alone || count >= UPLOAD_CONCURRENCY) break
    const mustRunAlone = runsAlone(slot, chunkSize)
    if (mustRunAlone && count > 0) break
    start.push(i)
    count += 1
    alone = mustRunAlone
  }
  return start
}

/** music-product §8: retry, except on a 4xx other than 409 (offset mismatch) and 423 (locked). */
export function shouldRetryStatus(status: number): boolean {
  if (status >= 400 && status < 500) return status === 409 || status === 423
  return true
}

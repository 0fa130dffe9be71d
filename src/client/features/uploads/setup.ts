// Wires the queue to the real transports and to the after-upload processing, once, on first use.
import { MUSIC_UPLOAD_TARGET } from './constants'
import { processUpload } from './process-upload'
import { addUploads, configureUploadQueue, type NewUpload } from './queue'
import { recordMatchesFile, type ResumeRecord } from './resume-store'
import { uploadTransport } from './transports'

let configured = false

function ensureConfigured(): void {
  if (configured) return
  configured = true
  configureUploadQueue({
    transport: uploadTransport(MUSIC_UPLOAD_TARGET),
    onCompleted: (item, file, fileEntry) => void processUpload(item, file, fileEntry),
  })
}

/** Queues audio files for the backstage (`track_media`); returns the ids of the queued uploads. */
export function queueMusicFiles(uploads: readonly NewUpload[]): string[] {
  ensureConfigured()
  return addUploads(uploads)
}

/**
 * Continues an unfinished upload with the file the user picked again (the browser cannot reopen a file by
 * itself). False when the picked file is not the one the record was made for.
 */
export function resumeWithFile(record: ResumeRecord, file: File): boolean {
  if (!recordMatchesFile(record, file)) return false
  queueMusicFiles([{ file, relativePath: record.relativePath }])
  return true
}

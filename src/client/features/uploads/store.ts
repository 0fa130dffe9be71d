// Upload queue and upload drafts (valtio). queue.ts holds the verbs that run uploads; components read
// these with useSnapshot. The File objects stay outside the proxy (queue.ts keeps them by id): valtio would
// otherwise wrap them, and a File cannot be cloned into a snapshot cheaply.
import { proxy } from 'valtio'
import type { UploadStrategy } from './rules'
import type { ExtractedMetadata, UploadedFileEntry } from './types'
import type { WaveBar } from './waveform'

export type UploadStatus = 'pending' | 'inProgress' | 'completed' | 'failed' | 'aborted'
/** After an audio upload completes: metadata extraction and the waveform run in parallel. */
export type ProcessingStatus = 'none' | 'processing' | 'done' | 'failed'

export interface UploadItem {
  id: string
  name: string
  extension: string
  mime: string
  size: number
  /** Path inside a dropped folder (`Album/01.mp3`); empty for loose files. */
  relativePath: string
  strategy: UploadStrategy
  status: UploadStatus
  bytesUploaded: number
  /** Bytes per second, smoothed; 0 while unknown. */
  speed: number
  /** Seconds; null while unknown. */
  timeLeft: number | null
  /** The server's `message` (empty when the answer had no body), or "Upload timed out". */
  errorMessage: string | null
  /** Continued from bytes sent before (tus resume). */
  resumedFrom: number
  /**
   * A request found no server and the transport retries; stays set when the upload fails that way, and
   * the upload then continues once the server answers (server-return.ts).
   */
  waitingForServer: boolean
  fileEntry: UploadedFileEntry | null
  processing: ProcessingStatus
  addedAt: number
}

export const uploadQueueState = proxy({
  items: [] as UploadItem[],
})

/** What the track and album forms need from a finished upload (music-catalog §3.11). */
export interface UploadDraft {
  uploadId: string
  fileEntry: UploadedFileEntry
  /** null when extraction failed: the form starts from the file name. */
  metadata: ExtractedMetadata | null
  /** null when the browser could not decode the file. */
  waveData: WaveBar[] | null
  /** Folder the file came from, for grouping several files into one album. */
  folder: string
}

export const uploadDrafts = proxy({
  byId: {} as Record<string, UploadDraft>,
})

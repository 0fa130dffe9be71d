// After an audio upload completes (music-catalog §3.11): `extract-metadata` on the server and the waveform
// in the browser run in parallel; the upload shows "processing" until both finish, then a draft holds what
// the track form needs.
import { ref } from 'valtio'
import { extractMetadata } from './api'
import { buildWaveform } from './decode-waveform'
import { uploadDrafts, uploadQueueState, type UploadItem } from './store'
import type { UploadedFileEntry } from './types'

export function isMediaFile(mime: string, extension: string): boolean {
  return /^(audio|video)\//.test(mime) || ['mp3', 'wav', 'flac', 'ogg', 'opus', 'm4a', 'aac', 'webm'].includes(extension)
}

function folderOf(relativePath: string): string {
  const slash = relativePath.lastIndexOf('/')
  return slash > 0 ? relativePath.slice(0, slash) : ''
}

export async function processUpload(item: Readonly<UploadItem>, file: File, fileEntry: UploadedFileEntry): Promise<void> {
  const live = () => uploadQueueState.items.find((i) => i.id === item.id)
  if (!isMediaFile(item.mime, item.extension)) return
  const target = live()
  if (target) target.processing = 'processing'
  const [metadata, waveData] = await Promise.all([
    extractMetadata(fileEntry.id).catch(() => null),
    buildWaveform(file).catch(() => null),
  ])
  // ref(): the bars are data for the form, not state to track; 414 small arrays need no proxies.
  uploadDrafts.byId[item.id] = {
    uploadId: item.id,
    fileEntry: ref({ ...fileEntry }),
    metadata: metadata ? ref(metadata) : null,
    waveData: waveData ? ref(waveData) : null,
    folder: folderOf(item.relativePath),
  }
  const after = live()
  if (after) after.processing = metadata || waveData ? 'done' : 'failed'
}

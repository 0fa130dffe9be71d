// Public surface of the uploads feature: the upload page, the queue and the drafts the track and album
// forms start from (`/backstage/tracks/new?upload=<id>`, `/backstage/albums/new?upload=<id>,<id>`).
export { UploadPage } from './components/upload-page'
export { uploadQueueState, uploadDrafts, type UploadItem, type UploadStatus, type UploadDraft } from './store'
export { cancelUpload, retryUpload, clearUploads } from './queue'
export { queueMusicFiles } from './setup'
export { uploadKeys } from './api'
export {
  useUploadDraft, useUploadDrafts, removeUploadDrafts, uploadedTrackOf, groupDrafts, draftFormLink, hydrateUploadDrafts, type DraftGroup,
} from './drafts'
export type { WaveBar } from './waveform'
export type { UploadedFileEntry, ExtractedMetadata } from './types'

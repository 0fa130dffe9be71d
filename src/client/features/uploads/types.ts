// Upload answer types come from the server's contract (src/shared/contracts/uploads.ts).
import type { DiskPrefix, ExtractedMetadata, FileEntry, FileEntryResponse } from '../../../shared/contracts/uploads'

export type UploadedFileEntry = FileEntry
export type { ExtractedMetadata, FileEntryResponse }

export interface ExtractMetadataResponse {
  status?: string
  metadata: ExtractedMetadata
}

/** Extra metadata every upload sends (music-product §7): where the file goes on the server. */
export interface UploadTarget {
  diskPrefix: DiskPrefix
  disk: string
}

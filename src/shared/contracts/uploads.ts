import { z } from 'zod'
import { paginationOf } from './pagination'
import { idSchema } from './ids'

/**
 * Upload contracts (music-product §3, §7; music-catalog §3.11, §3.1 extract-metadata). Paths are relative
 * to /api/v1. Every upload path ends in one file entry; the server decides the type from the content.
 */

/** Where an upload is stored; `track_media` (audio) needs `music.create`. The rest are images. */
export const DISK_PREFIXES = ['track_media', 'track_image', 'track_image_media', 'artist_image', 'genre_image', 'playlist_image'] as const
export const DiskPrefixSchema = z.enum(DISK_PREFIXES)
export type DiskPrefix = z.infer<typeof DiskPrefixSchema>

/** Multipart request bodies are capped here; bigger files go through tus or S3 (`uploads/server-max-file-size`). */
export const SERVER_MAX_FILE_SIZE = 100 * 1024 * 1024

export { UPLOAD_MESSAGES } from '../contract-values'

export const FileEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  file_name: z.string(),
  file_size: z.number().int(),
  mime: z.string().nullable(),
  extension: z.string().nullable(),
  type: z.string().nullable(),
  disk_prefix: z.string().nullable(),
  /** What a track's `src` (or an image column) stores: `storage/<disk_prefix>/<file_name>`. */
  url: z.string(),
  created_at: z.string(),
  /** The workspace it was uploaded in; null for the default workspace (docs/decisions/0014-workspaces.md). */
  workspace_id: z.number().int().nullable().optional(),
})
export type FileEntry = z.infer<typeof FileEntrySchema>

/** `GET file-entries`: the active workspace's entries, or the caller's own in the default workspace. */
export const FileEntriesPageResponseSchema = z.object({ pagination: paginationOf(FileEntrySchema) })

/**
 * `GET uploads/unused`: the caller's finished audio or video uploads (`track_media`) that no track uses
 * yet, newest first, so the upload page finds them from any browser (issue 28). Delete one with
 * `POST file-entries/delete` (`deleteForever`), which only touches the caller's own entries.
 */
export const UnusedUploadsResponseSchema = z.object({ pagination: paginationOf(FileEntrySchema) })
export type UnusedUploadsResponse = z.infer<typeof UnusedUploadsResponseSchema>

export const FileEntryResponseSchema = z.object({ status: z.literal('success'), fileEntry: FileEntrySchema })
export type FileEntryResponse = z.infer<typeof FileEntryResponseSchema>

export const StatusResponseSchema = z.object({ status: z.literal('success') })

const optionalText = (max: number) => z.string().max(max).nullish()
const optionalNumber = z.coerce.number().int().min(0).nullish()

/** Metadata every upload path carries (tus Upload-Metadata, multipart fields, S3 bodies). */
export const UploadMetadataSchema = z.object({
  name: optionalText(255),
  clientName: optionalText(255),
  clientExtension: optionalText(20),
  clientMime: optionalText(100),
  clientSize: optionalNumber,
  disk: optionalText(50),
  parentId: optionalNumber,
  relativePath: optionalText(1000),
  diskPrefix: DiskPrefixSchema,
})
export type UploadMetadata = z.infer<typeof UploadMetadataSchema>

/** Multipart text fields of `POST file-entries` and `POST uploads` (the file part is `file`). */
export const MultipartUploadFieldsSchema = UploadMetadataSchema
export type MultipartUploadFields = z.infer<typeof MultipartUploadFieldsSchema>

export const TusEntryInputSchema = z.object({ uploadKey: z.string().min(1).max(200) })
export type TusEntryInput = z.infer<typeof TusEntryInputSchema>

export const ServerMaxFileSizeResponseSchema = z.object({ status: z.literal('success'), maxFileSize: z.number().int() })

export const DeleteFileEntriesInputSchema = z.object({
  paths: z.array(z.string().max(255)).max(1000).default([]),
  entryIds: z.array(idSchema).max(1000).default([]),
  deleteForever: z.boolean().default(false),
})
export type DeleteFileEntriesInput = z.infer<typeof DeleteFileEntriesInputSchema>

// ---------------------------------------------------------------------------------------------------
// Direct S3 uploads (music-product §7, §9): only when the S3 driver and `uploads.s3_direct_upload` are on.

export const S3PresignInputSchema = UploadMetadataSchema.extend({
  filename: z.string().min(1).max(255),
  mime: optionalText(100),
  size: z.coerce.number().int().min(0),
  extension: optionalText(20),
})
export type S3PresignInput = z.infer<typeof S3PresignInputSchema>
export const S3PresignResponseSchema = z.object({ status: z.literal('success'), url: z.string(), acl: z.string(), key: z.string() })

export const S3EntryInputSchema = UploadMetadataSchema.extend({
  filename: z.string().min(1).max(300),
  size: z.coerce.number().int().min(0),
})
export type S3EntryInput = z.infer<typeof S3EntryInputSchema>

export const S3MultipartCreateInputSchema = S3PresignInputSchema
export const S3MultipartCreateResponseSchema = z.object({ status: z.literal('success'), uploadId: z.string(), key: z.string() })

const multipartRef = { uploadId: z.string().min(1).max(1024), key: z.string().min(1).max(300) }

/** At most 10 part URLs per batch (music-product §9). */
export const S3SignPartsInputSchema = z.object({ ...multipartRef, partNumbers: z.array(z.number().int().min(1).max(10000)).min(1).max(10) })
export const S3SignPartsResponseSchema = z.object({
  status: z.literal('success'),
  urls: z.array(z.object({ partNumber: z.number().int(), url: z.string() })),
})

export const S3MultipartRefInputSchema = z.object(multipartRef)
export const S3UploadedPartSchema = z.object({ ETag: z.string(), PartNumber: z.number().int(), Size: z.number().int() })
export const S3UploadedPartsResponseSchema = z.object({ status: z.literal('success'), parts: z.array(S3UploadedPartSchema) })

export const S3CompleteInputSchema = z.object({
  ...multipartRef,
  parts: z.array(z.object({ ETag: z.string().min(1).max(200), PartNumber: z.number().int().min(1).max(10000) })).max(10000),
})
export const S3CompleteResponseSchema = z.object({ status: z.literal('success'), location: z.string().nullable() })

// ---------------------------------------------------------------------------------------------------
// Metadata extraction (music-catalog §3.1)

export const ExtractMetadataParamsSchema = z.object({ fileEntryId: idSchema })
export const ExtractMetadataInputSchema = z.object({ autoMatchAlbum: z.boolean().default(false) })

/** Normalized artist/album references filled by auto-match. */
export const MatchedRefSchema = z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable(), model_type: z.string() })

export const ExtractedMetadataSchema = z.object({
  title: z.string().nullable(),
  artist_name: z.string().nullable(),
  artist: MatchedRefSchema.nullable(),
  album_name: z.string().nullable(),
  album: MatchedRefSchema.nullable(),
  genres: z.array(z.string()),
  /** Milliseconds. */
  duration: z.number().int().nullable(),
  release_date: z.string().nullable(),
  lyrics: z.string().nullable(),
  /** URL of the embedded picture, saved as a `track_image` file entry. */
  image: z.string().nullable(),
})
export type ExtractedMetadata = z.infer<typeof ExtractedMetadataSchema>
export const ExtractMetadataResponseSchema = z.object({ status: z.literal('success'), metadata: ExtractedMetadataSchema })

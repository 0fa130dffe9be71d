import { randomUUID } from 'node:crypto'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type ListPartsCommandOutput,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { FileEntry, S3EntryInput, S3PresignInput } from '../../../shared/contracts/uploads'
import { forbidden, notFound, unauthorized, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { Viewer } from '../permissions/index'
import { STAGING_PREFIX, type FileEntriesService } from './file-entries.service'

/** Setting that turns direct browser-to-bucket uploads on (music-product §9); off by default. */
export const DIRECT_UPLOAD_SETTING = 'uploads.s3_direct_upload'
/** Presigned URLs are short-lived: long enough for one part on a slow link, no longer. */
const URL_TTL_S = 15 * 60

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

export interface S3DirectDeps {
  storage: Storage
  files: FileEntriesService
  settings: { get<T = unknown>(key: string): Promise<T | undefined> }
}

/**
 * Direct uploads to the bucket: the server signs, the browser PUTs. Each upload's key is
 * `uploads_tmp/<userId>/<uuid>`, so a key names its owner: every later call (sign parts, list,
 * complete, abort, create the entry) accepts only keys under the caller's own folder. The entry is
 * made by the same checks as every other path, on the bytes that arrived.
 */
export function makeS3DirectService({ storage, files, settings }: S3DirectDeps) {
  // Read per call: the bucket and client follow the admin's storage settings (lib/storage/live-s3.ts).
  const s3 = () => storage.s3!

  async function assertEnabled(viewer: Viewer) {
    if (viewer.userId === null) throw unauthorized()
    if ((await settings.get(DIRECT_UPLOAD_SETTING)) !== true) throw forbidden('Direct uploads are disabled.')
  }

  function newKey(viewer: Viewer) {
    return `${STAGING_PREFIX}/${viewer.userId}/${randomUUID()}`
  }

  /** The caller's own staging key, from a full key or its last segment; anything else is refused. */
  function ownKey(viewer: Viewer, keyOrName: string): string {
    const name = keyOrName.split('/').pop() ?? ''
    const key = `${STAGING_PREFIX}/${viewer.userId}/${name}`
    if (!new RegExp(`^${UUID}$`).test(name) || (keyOrName.includes('/') && keyOrName !== key)) throw forbidden('This upload belongs to another user.')
    return key
  }

  return {
    async presign(viewer: Viewer, input: S3PresignInput) {
      await assertEnabled(viewer)
      await files.checkUpload(viewer, input, input.size, input.filename)
      const key = newKey(viewer)
      const url = await getSignedUrl(s3().client, new PutObjectCommand({ Bucket: s3().bucket, Key: key, ContentLength: input.size }), { expiresIn: URL_TTL_S })
      return { url, acl: 'private', key }
    },

    async createEntry(viewer: Viewer, input: S3EntryInput, workspaceId: number | null = null): Promise<FileEntry> {
      await assertEnabled(viewer)
      const key = ownKey(viewer, input.filename)
      if (!(await storage.exists(key))) throw notFound('This upload could not be found.')
      return files.createFromStaged(viewer, key, input, input.clientName ?? input.name ?? null, workspaceId)
    },

    async createMultipart(viewer: Viewer, input: S3PresignInput) {
      await assertEnabled(viewer)
      await files.checkUpload(viewer, input, input.size, input.filename)
      const key = newKey(viewer)
      const out = await s3().client.send(new CreateMultipartUploadCommand({ Bucket: s3().bucket, Key: key }))
      return { uploadId: out.UploadId!, key }
    },

    async signParts(viewer: Viewer, input: { key: string; uploadId: string; partNumbers: number[] }) {
      await assertEnabled(viewer)
      const key = ownKey(viewer, input.key)
      const urls = await Promise.all(
        input.partNumbers.map(async (partNumber) => ({
          partNumber,
          url: await getSignedUrl(s3().client, new UploadPartCommand({ Bucket: s3().bucket, Key: key, UploadId: input.uploadId, PartNumber: partNumber }), { expiresIn: URL_TTL_S }),
        })),
      )
      return { urls }
    },

    async uploadedParts(viewer: Viewer, input: { key: string; uploadId: string }) {
      await assertEnabled(viewer)
      const key = ownKey(viewer, input.key)
      const parts: { ETag: string; PartNumber: number; Size: number }[] = []
      let marker: string | undefined
      try {
        for (;;) {
          const page: ListPartsCommandOutput = await s3().client.send(new ListPartsCommand({ Bucket: s3().bucket, Key: key, UploadId: input.uploadId, PartNumberMarker: marker }))
          for (const p of page.Parts ?? []) parts.push({ ETag: p.ETag ?? '', PartNumber: p.PartNumber ?? 0, Size: p.Size ?? 0 })
          if (!page.IsTruncated) break
          marker = page.NextPartNumberMarker
        }
      } catch {
        throw notFound('This upload could not be found.')
      }
      return { parts }
    },

    async complete(viewer: Viewer, input: { key: string; uploadId: string; parts: { ETag: string; PartNumber: number }[] }) {
      await assertEnabled(viewer)
      const key = ownKey(viewer, input.key)
      const parts = [...input.parts].sort((a, b) => a.PartNumber - b.PartNumber)
      try {
        const out = await s3().client.send(new CompleteMultipartUploadCommand({ Bucket: s3().bucket, Key: key, UploadId: input.uploadId, MultipartUpload: { Parts: parts } }))
        return { location: out.Location ?? null }
      } catch (error) {
        const e = error as { name?: string; message?: string }
        throw validationError({ parts: e.message ?? e.name ?? 'The upload could not be completed.' })
      }
    },

    async abort(viewer: Viewer, input: { key: string; uploadId: string }) {
      await assertEnabled(viewer)
      const key = ownKey(viewer, input.key)
      await s3().client.send(new AbortMultipartUploadCommand({ Bucket: s3().bucket, Key: key, UploadId: input.uploadId })).catch(() => {})
    },
  }
}

export type S3DirectService = ReturnType<typeof makeS3DirectService>

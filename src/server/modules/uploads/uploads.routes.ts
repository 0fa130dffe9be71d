import { randomUUID } from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DeleteFileEntriesInputSchema,
  FileEntriesPageResponseSchema,
  ExtractMetadataInputSchema,
  ExtractMetadataParamsSchema,
  ExtractMetadataResponseSchema,
  FileEntryResponseSchema,
  MultipartUploadFieldsSchema,
  SERVER_MAX_FILE_SIZE,
  ServerMaxFileSizeResponseSchema,
  StatusResponseSchema,
  TusEntryInputSchema,
  UPLOAD_MESSAGES,
  UnusedUploadsResponseSchema,
  type FileEntry,
} from '../../../shared/contracts/uploads'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import { validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import { requireLogin, requirePermission } from '../permissions/index'
import { STAGING_PREFIX, type FileEntriesService } from './file-entries.service'
import type { MetadataService } from './metadata.service'
import type { TusService } from './tus.service'
import { fileTooLarge, formatBytes } from './upload-rules'

export interface UploadsRoutesOptions {
  files: FileEntriesService
  metadata: MetadataService
  /** The tus service, loaded on first use (uploads/index.ts). */
  tus: () => Promise<TusService>
  storage: Storage
}

/**
 * `POST file-entries` / `POST uploads`: one small file as multipart. The file part is staged as it
 * streams in, cut short at the first byte past what the viewer may still upload (the server's cap,
 * `uploads.max_size`, their space left), so a refused file never fills the disk. Text fields may come
 * before or after it, so the checks run once all parts are read: permission first, then size.
 */
async function multipartUpload(request: FastifyRequest, files: FileEntriesService, storage: Storage): Promise<FileEntry> {
  if (!request.isMultipart()) throw validationError({ file: 'The file field is required.' })
  const caps = await files.capsFor(request.viewer)
  const sizeCap = Math.min(SERVER_MAX_FILE_SIZE, caps.maxSize)
  const partLimit = Math.min(sizeCap, caps.spaceLeft ?? Infinity)
  const fields: Record<string, string> = {}
  let staged: { key: string; filename: string; truncated: boolean } | null = null
  try {
    for await (const part of request.parts({ limits: { fileSize: partLimit } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== 'file' || staged) {
        part.file.resume()
        continue
      }
      const key = `${STAGING_PREFIX}/${randomUUID()}`
      staged = { key, filename: part.filename, truncated: false }
      await storage.put(key, part.file)
      staged.truncated = part.file.truncated
    }
    if (!staged) throw validationError({ file: 'The file field is required.' })
    const name = fields.name ?? fields.clientName ?? staged.filename
    const clean = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === '' || v === 'null' ? null : v]))
    const parsed = MultipartUploadFieldsSchema.safeParse(clean)
    if (!parsed.success) {
      throw validationError(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'input', i.message])))
    }
    files.assertPrefixPermission(request.viewer, parsed.data.diskPrefix)
    if (staged.truncated) {
      if (partLimit < sizeCap) throw validationError({ file: UPLOAD_MESSAGES.noSpace.replace(':space', formatBytes(caps.space)) })
      throw fileTooLarge(name, sizeCap)
    }
    const key = staged.key
    staged = null // createFromStaged owns the staged object from here, deleting it on refusal.
    return await files.createFromStaged(request.viewer, key, parsed.data, name, request.workspaceId)
  } catch (error) {
    if (staged) await storage.delete(staged.key).catch(() => {})
    throw error
  }
}

export const uploadsRoutes: FastifyPluginAsyncZod<UploadsRoutesOptions> = async (app, { files, metadata, tus, storage }) => {
  // Registered in this scope only; the part limit is the server's own cap for non-resumable uploads.
  // Past it the part is cut short (truncated) instead of failing, so the answer carries the spec message.
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: SERVER_MAX_FILE_SIZE, files: 1, fields: 20, fieldSize: 4096 } })

  for (const url of ['/file-entries', '/uploads']) {
    app.post(url, { preHandler: requireLogin, schema: { response: { 200: FileEntryResponseSchema } } }, async (request) => ({
      status: 'success' as const,
      fileEntry: await multipartUpload(request, files, storage),
    }))
  }

  app.get(
    '/file-entries',
    { preHandler: requireLogin, schema: { querystring: PageQuerySchema, response: { 200: FileEntriesPageResponseSchema } } },
    async (request) => ({ pagination: await files.list(request.viewer, request.workspaceId, request.query) }),
  )

  // music.create: only uploaders have track media; requireLogin alone would answer listeners an empty page.
  app.get(
    '/uploads/unused',
    { preHandler: requirePermission('music.create'), schema: { querystring: PageQuerySchema, response: { 200: UnusedUploadsResponseSchema } } },
    async (request) => ({ pagination: await files.listUnused(request.viewer, request.query) }),
  )

  app.get('/uploads/server-max-file-size', { schema: { response: { 200: ServerMaxFileSizeResponseSchema } } }, async () => ({
    status: 'success' as const,
    maxFileSize: SERVER_MAX_FILE_SIZE,
  }))

  app.post(
    '/file-entries/delete',
    { preHandler: requireLogin, schema: { body: DeleteFileEntriesInputSchema, response: { 200: StatusResponseSchema } } },
    async (request) => {
      await files.deleteEntries(request.viewer, request.body)
      return { status: 'success' as const }
    },
  )

  app.post(
    '/tus/entries',
    { preHandler: requireLogin, schema: { body: TusEntryInputSchema, response: { 200: FileEntryResponseSchema } } },
    async (request) => ({ status: 'success' as const, fileEntry: await (await tus()).createEntry(request.viewer, request.body.uploadKey, request.workspaceId) }),
  )

  app.post(
    '/tracks/:fileEntryId/extract-metadata',
    {
      preHandler: requireLogin,
      schema: { params: ExtractMetadataParamsSchema, body: ExtractMetadataInputSchema.optional(), response: { 200: ExtractMetadataResponseSchema } },
    },
    async (request) => ({
      status: 'success' as const,
      metadata: await metadata.extract(request.viewer, request.params.fileEntryId, request.body?.autoMatchAlbum ?? false),
    }),
  )
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FileEntryResponseSchema,
  S3CompleteInputSchema,
  S3CompleteResponseSchema,
  S3EntryInputSchema,
  S3MultipartCreateInputSchema,
  S3MultipartCreateResponseSchema,
  S3MultipartRefInputSchema,
  S3PresignInputSchema,
  S3PresignResponseSchema,
  S3SignPartsInputSchema,
  S3SignPartsResponseSchema,
  S3UploadedPartsResponseSchema,
  StatusResponseSchema,
} from '../../../shared/contracts/uploads'
import { requireLogin } from '../permissions/index'
import type { S3DirectService } from './s3-direct.service'

const ok = 'success' as const

/** Direct S3 upload calls (music-product §7), registered only with the S3 storage driver. */
export const s3DirectRoutes: FastifyPluginAsyncZod<{ service: S3DirectService }> = async (app, { service }) => {
  app.post('/s3/simple/presign', { preHandler: requireLogin, schema: { body: S3PresignInputSchema, response: { 200: S3PresignResponseSchema } } }, async (req) => ({
    status: ok,
    ...(await service.presign(req.viewer, req.body)),
  }))
  app.post('/s3/entries', { preHandler: requireLogin, schema: { body: S3EntryInputSchema, response: { 200: FileEntryResponseSchema } } }, async (req) => ({
    status: ok,
    fileEntry: await service.createEntry(req.viewer, req.body, req.workspaceId),
  }))
  app.post(
    '/s3/multipart/create',
    { preHandler: requireLogin, schema: { body: S3MultipartCreateInputSchema, response: { 200: S3MultipartCreateResponseSchema } } },
    async (req) => ({ status: ok, ...(await service.createMultipart(req.viewer, req.body)) }),
  )
  app.post(
    '/s3/multipart/batch-sign-part-urls',
    { preHandler: requireLogin, schema: { body: S3SignPartsInputSchema, response: { 200: S3SignPartsResponseSchema } } },
    async (req) => ({ status: ok, ...(await service.signParts(req.viewer, req.body)) }),
  )
  app.post(
    '/s3/multipart/get-uploaded-parts',
    { preHandler: requireLogin, schema: { body: S3MultipartRefInputSchema, response: { 200: S3UploadedPartsResponseSchema } } },
    async (req) => ({ status: ok, ...(await service.uploadedParts(req.viewer, req.body)) }),
  )
  app.post('/s3/multipart/complete', { preHandler: requireLogin, schema: { body: S3CompleteInputSchema, response: { 200: S3CompleteResponseSchema } } }, async (req) => ({
    status: ok,
    ...(await service.complete(req.viewer, req.body)),
  }))
  app.post('/s3/multipart/abort', { preHandler: requireLogin, schema: { body: S3MultipartRefInputSchema, response: { 200: StatusResponseSchema } } }, async (req) => {
    await service.abort(req.viewer, req.body)
    return { status: ok }
  })
}

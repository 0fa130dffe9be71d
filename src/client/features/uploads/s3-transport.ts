// Direct cloud uploads (music-product §7, §9) when the disk driver is an s3 kind and direct upload is on:
// one presigned PUT under 100 MB; a multipart upload from 100 MB (parts of multipart-plan.ts, 10 URLs
// signed per call, 5 parts at once, 3 retries per part). Signed URLs are sent without credentials.
import { http } from '../../lib/http'
import { xhrUpload } from '../../lib/xhr-upload'
import { MULTIPART_CHUNK_RETRIES, MULTIPART_CONCURRENCY } from './constants'
import { multipartParts, signBatches, type PartRange } from './multipart-plan'
import type { TransportContext } from './queue'
import type { FileEntryResponse, UploadedFileEntry } from './types'

type Target = { disk: string; diskPrefix: string }

function metadata(context: TransportContext, target: Target) {
  return { diskPrefix: target.diskPrefix, disk: target.disk, relativePath: context.item.relativePath }
}

async function createEntry(context: TransportContext, target: Target, key: string): Promise<UploadedFileEntry> {
  const { file, item } = context
  const { fileEntry } = await http.post<FileEntryResponse>('s3/entries', {
    body: {
      clientMime: file.type,
      clientName: file.name,
      filename: key.split('/').pop(),
      size: file.size,
      clientExtension: item.extension,
      ...metadata(context, target),
    },
  })
  return fileEntry
}

export function s3SimpleTransport(target: Target) {
  return async function uploadToS3(context: TransportContext): Promise<UploadedFileEntry> {
    const { file, item, signal } = context
    const { url, acl, key } = await http.post<{ url: string; acl?: string; key: string }>('s3/simple/presign', {
      body: { filename: file.name, mime: file.type, size: file.size, extension: item.extension, ...metadata(context, target) },
      signal,
    })
    const headers: Record<string, string> = { 'Content-Type': file.type || 'application/octet-stream' }
    if (acl) headers['x-amz-acl'] = acl
    await xhrUpload({ method: 'PUT', url, body: file, headers, withCredentials: false, signal, onProgress: context.onProgress })
    return createEntry(context, target, key)
  }
}

export interface MultipartRecord {
  uploadId: string
  key: string
  parts: { ETag: string; PartNumber: number; Size: number }[]
}

/** Started multipart uploads by queue id, so a retry in this session continues with the parts S3 has. */
const sessions = new Map<string, MultipartRecord>()

type SignedUrls = { urls: (string | { url: string; partNumber?: number })[] }

async function putPart(url: string, blob: Blob, signal: AbortSignal, onProgress: (loaded: number) => void): Promise<string> {
  let lastError: unknown
  for (let attempt = 0; attempt <= MULTIPART_CHUNK_RETRIES; attempt++) {
    try {
      const result = await xhrUpload({ method: 'PUT', url, body: blob, withCredentials: false, signal, onProgress })
      return result.header('ETag') ?? ''
    } catch (error) {
      if (signal.aborted) throw error
      lastError = error
      onProgress(0)
    }
  }
  throw lastError
}

async function startOrContinue(context: TransportContext, target: Target): Promise<MultipartRecord> {
  const { id, file, item, signal } = context
  const known = sessions.get(id)
  if (known) {
    const { parts } = await http.post<{ parts?: MultipartRecord['parts'] }>('s3/multipart/get-uploaded-parts', {
      body: { key: known.key, uploadId: known.uploadId },
      signal,
    })
    known.parts = parts ?? []
    return known
  }
  const { uploadId, key } = await http.post<{ uploadId: string; key: string }>('s3/multipart/create', {
    body: { filename: file.name, mime: file.type, size: file.size, extension: item.extension, ...metadata(context, target) },
    signal,
  })
  const record = { uploadId, key, parts: [] }
  sessions.set(id, record)
  return record
}

export function s3MultipartTransport(target: Target) {
  return async function uploadMultipart(context: TransportContext): Promise<UploadedFileEntry> {
    const { id, file, signal } = context
    const record = await startOrContinue(context, target)
    const done = new Set(record.parts.map((part) => part.PartNumber))
    const todo = multipartParts(file.size).filter((part) => !done.has(part.partNumber))
    const inFlight = new Map<number, number>()
    let confirmed = record.parts.reduce((sum, part) => sum + part.Size, 0)
    const report = () => context.onProgress(confirmed + [...inFlight.values()].reduce((a, b) => a + b, 0))
    signal.addEventListener('abort', () => {
      if (signal.reason !== 'cancel') return
      sessions.delete(id)
      void http.post('s3/multipart/abort', { body: { key: record.key, uploadId: record.uploadId } }).catch(() => undefined)
    })

    const urls = new Map<number, string>()
    const batches = signBatches(todo.map((part) => part.partNumber))
    // One signing call per batch of 10, shared by the workers that reach the batch at the same time.
    const signing = new Map<number, Promise<void>>()
    const sign = (partNumber: number): Promise<void> => {
      const index = batches.findIndex((numbers) => numbers.includes(partNumber))
      const batch = batches[index] ?? [partNumber]
      let pending = signing.get(index)
      if (!pending) {
        pending = http
          .post<SignedUrls>('s3/multipart/batch-sign-part-urls', {
            body: { partNumbers: batch, uploadId: record.uploadId, key: record.key },
            signal,
          })
          .then(({ urls: signed }) => {
            signed.forEach((entry, i) => {
              const url = typeof entry === 'string' ? entry : entry.url
              const number = typeof entry === 'string' ? batch[i] : (entry.partNumber ?? batch[i])
              if (number !== undefined) urls.set(number, url)
            })
          })
        signing.set(index, pending)
      }
      return pending
    }
    const queue = [...todo]
    const worker = async () => {
      for (let part: PartRange | undefined = queue.shift(); part; part = queue.shift()) {
        if (!urls.has(part.partNumber)) await sign(part.partNumber)
        const number = part.partNumber
        const etag = await putPart(urls.get(number) ?? '', file.slice(part.start, part.end), signal, (loaded) => {
          inFlight.set(number, loaded)
          report()
        })
        inFlight.delete(number)
        confirmed += part.end - part.start
        record.parts.push({ ETag: etag, PartNumber: number, Size: part.end - part.start })
        report()
      }
    }
    await Promise.all(Array.from({ length: Math.min(MULTIPART_CONCURRENCY, Math.max(1, todo.length)) }, worker))
    await http.post('s3/multipart/complete', {
      body: {
        key: record.key,
        uploadId: record.uploadId,
        parts: [...record.parts].sort((a, b) => a.PartNumber - b.PartNumber).map(({ ETag, PartNumber }) => ({ ETag, PartNumber })),
      },
      signal,
    })
    sessions.delete(id)
    return createEntry(context, target, record.key)
  }
}

import { Readable } from 'node:stream'
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import type { Storage } from '../storage'

export interface S3StorageConfig {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

/** The client options both this driver and the tus S3 store use, so they reach the same bucket alike. */
export function s3ClientConfig(config: S3StorageConfig): S3ClientConfig {
  return {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // The SDK's default (checksums on every upload, streamed bodies sent `aws-chunked` with a trailer)
    // is not understood by many S3-compatible stores, which then store the chunk framing as data.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  }
}

/** Streams written with `put` go up in parts of this size, so no object is ever held whole in memory. */
const PUT_PART_BYTES = 8 * 1024 * 1024

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

function assertSafeKey(key: string): void {
  if (!key || key.startsWith('/') || key.split('/').some((p) => p === '..' || p === '.' || p === '') || key.includes('\\')) {
    throw new Error(`Invalid storage key: ${key}`)
  }
}

async function* chunksOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = []
  let length = 0
  for await (const chunk of body) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    pending.push(buf)
    length += buf.length
    while (length >= size) {
      const all = Buffer.concat(pending)
      yield all.subarray(0, size)
      pending = [all.subarray(size)]
      length -= size
    }
  }
  if (length > 0 || pending.length === 0) yield Buffer.concat(pending)
}

/**
 * S3-compatible object storage behind the same key-addressed interface as the local disk. It has no
 * `localPath`, so media delivery streams objects through `read` with the request's Range.
 */
export function makeS3Storage(config: S3StorageConfig, client = new S3Client(s3ClientConfig(config))): Storage {
  const Bucket = config.bucket

  async function putStream(Key: string, body: Readable) {
    const parts = chunksOf(body, PUT_PART_BYTES)
    const first = await parts.next()
    const firstChunk = first.done ? Buffer.alloc(0) : first.value
    const second = await parts.next()
    if (second.done) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body: firstChunk }))
      return
    }
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }))
    try {
      const done: { ETag: string; PartNumber: number }[] = []
      const upload = async (chunk: Buffer) => {
        const PartNumber = done.length + 1
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: chunk }))
        done.push({ ETag: ETag!, PartNumber })
      }
      await upload(firstChunk)
      await upload(second.value)
      for await (const chunk of parts) await upload(chunk)
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }))
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {})
      throw error
    }
  }

  return {
    async put(key, body) {
      assertSafeKey(key)
      if (Buffer.isBuffer(body)) await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body }))
      else await putStream(key, body)
    },
    async stat(key) {
      assertSafeKey(key)
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        const modifiedAt = head.LastModified ?? new Date(0)
        // S3 ETags are already quoted strong validators of the content.
        return { size: head.ContentLength ?? 0, modifiedAt, etag: head.ETag ?? `"${(head.ContentLength ?? 0).toString(16)}-${modifiedAt.getTime().toString(16)}"` }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async read(key, range) {
      assertSafeKey(key)
      const out = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }))
      const body = out.Body
      if (body instanceof Readable) return body
      if (body && 'transformToWebStream' in body) return Readable.fromWeb(body.transformToWebStream() as never)
      return Readable.from([])
    },
    async delete(key) {
      assertSafeKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async exists(key) {
      return (await this.stat(key)) !== null
    },
    async move(fromKey, toKey) {
      assertSafeKey(fromKey)
      assertSafeKey(toKey)
      const source = `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}`
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: source }))
      await client.send(new DeleteObjectCommand({ Bucket, Key: fromKey }))
    },
    s3: { client, bucket: Bucket },
  }
}

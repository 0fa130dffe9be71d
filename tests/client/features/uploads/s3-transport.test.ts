// Direct S3 uploads from the browser side (music-product §7, §9), with the network replaced: the API calls
// through a fetch double, the PUTs to signed URLs through an XMLHttpRequest double. Checks the call
// sequence, 10 URLs per signing call, at most 5 parts at once, 3 retries per part, ETags in `complete`,
// no credentials on signed URLs, and abort on cancel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MB } from '../../../../src/client/features/uploads/constants'
import type { TransportContext } from '../../../../src/client/features/uploads/queue'
import { s3MultipartTransport, s3SimpleTransport } from '../../../../src/client/features/uploads/s3-transport'
import type { UploadItem } from '../../../../src/client/features/uploads/store'

const TARGET = { diskPrefix: 'track_media' as const, disk: 'public' }
const KEY = 'uploads_tmp/7/0b8f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b'

interface Put { url: string; size: number; withCredentials: boolean; headers: Record<string, string> }

let api: { url: string; body: Record<string, unknown> }[]
let puts: Put[]
let running: number
let maxRunning: number
let failPut: (url: string, attempt: number) => boolean
let attempts: Map<string, number>
let putDelay: number

class FakeXhr {
  static pending: FakeXhr[] = []
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  status = 0
  responseText = ''
  withCredentials = false
  private url = ''
  private headers: Record<string, string> = {}
  private etag = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'etag' ? this.etag : null
  }
  abort() {
    this.onabort?.()
  }
  send(body: Blob) {
    const attempt = (attempts.get(this.url) ?? 0) + 1
    attempts.set(this.url, attempt)
    puts.push({ url: this.url, size: body.size, withCredentials: this.withCredentials, headers: this.headers })
    running += 1
    maxRunning = Math.max(maxRunning, running)
    setTimeout(() => {
      running -= 1
      if (failPut(this.url, attempt)) {
        this.onerror?.()
        return
      }
      this.upload.onprogress?.({ loaded: body.size, total: body.size })
      this.status = 200
      this.etag = `"etag-${this.url.split('part=')[1] ?? 'simple'}"`
      this.onload?.()
    }, putDelay)
  }
}

function answer(url: string, body: Record<string, unknown>): unknown {
  if (url.endsWith('s3/multipart/create')) return { status: 'success', uploadId: 'mp-1', key: KEY }
  if (url.endsWith('s3/multipart/batch-sign-part-urls')) {
    const numbers = body.partNumbers as number[]
    return { status: 'success', urls: numbers.map((n) => ({ partNumber: n, url: `https://bucket.test/${KEY}?part=${n}` })) }
  }
  if (url.endsWith('s3/multipart/complete')) return { status: 'success', location: null }
  if (url.endsWith('s3/simple/presign')) return { status: 'success', url: `https://bucket.test/${KEY}?signed`, acl: 'private', key: KEY }
  if (url.endsWith('s3/entries')) {
    return { status: 'success', fileEntry: { id: 3, name: 'big.wav', file_name: String(body.filename), file_size: Number(body.size), mime: 'audio/wav', extension: 'wav', type: 'audio', disk_prefix: 'track_media', url: `storage/track_media/${String(body.filename)}`, created_at: '' } }
  }
  return { status: 'success' }
}

/** A file of the given size without allocating it: the fake XHR only reads a slice's size. */
function bigFile(size: number): File {
  const file = new File([], 'big.wav', { type: 'audio/wav' })
  Object.defineProperty(file, 'size', { value: size })
  Object.defineProperty(file, 'slice', { value: (start: number, end: number) => ({ size: Math.min(end, size) - start }) as Blob })
  return file
}

function context(file: File, signal = new AbortController().signal) {
  const progress: number[] = []
  const item = { extension: 'wav', relativePath: '', strategy: 's3-multipart' } as UploadItem
  const ctx: TransportContext = {
    id: `u-${Math.random()}`, file, item, signal, settings: { chunk: true, chunkSize: 5 * MB, s3Direct: true },
    onProgress: (bytes) => void progress.push(bytes), onResumed: () => undefined,
  }
  return { ctx, progress }
}

beforeEach(() => {
  api = []
  puts = []
  running = 0
  maxRunning = 0
  attempts = new Map()
  failPut = () => false
  putDelay = 5
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    api.push({ url: url.replace(/^\/api\/v1\//, ''), body })
    return new Response(JSON.stringify(answer(url, body)), { status: 200 })
  }))
})

afterEach(() => vi.unstubAllGlobals())

describe('direct S3 multipart upload', () => {
  it('signs 10 URLs per call, runs 5 parts at once, completes with the ETags and creates the entry', async () => {
    const size = 23 * 20 * MB + 123 // 24 parts of 20 MB
    const { ctx, progress } = context(bigFile(size))
    const entry = await s3MultipartTransport(TARGET)(ctx)

    expect(api.map((c) => c.url)).toEqual([
      's3/multipart/create',
      's3/multipart/batch-sign-part-urls', 's3/multipart/batch-sign-part-urls', 's3/multipart/batch-sign-part-urls',
      's3/multipart/complete',
      's3/entries',
    ])
    expect(api[0]!.body).toMatchObject({ filename: 'big.wav', mime: 'audio/wav', size, extension: 'wav', diskPrefix: 'track_media' })
    expect(api.slice(1, 4).map((c) => (c.body.partNumbers as number[]).length)).toEqual([10, 10, 4])
    expect(maxRunning).toBe(5)
    expect(puts).toHaveLength(24)
    expect(puts.every((p) => !p.withCredentials)).toBe(true)
    expect(puts.reduce((sum, p) => sum + p.size, 0)).toBe(size)

    const completed = api[4]!.body as { key: string; uploadId: string; parts: { ETag: string; PartNumber: number }[] }
    expect(completed).toMatchObject({ key: KEY, uploadId: 'mp-1' })
    expect(completed.parts.map((p) => p.PartNumber)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1))
    expect(completed.parts[0]!.ETag).toBe('"etag-1"')
    expect(api[5]!.body).toMatchObject({ filename: KEY.split('/').pop(), size, clientName: 'big.wav', clientMime: 'audio/wav' })
    expect(entry.id).toBe(3)
    expect(progress.at(-1)).toBe(size)
  })

  it('retries a failing part 3 times, then gives up', async () => {
    failPut = (url, attempt) => url.endsWith('part=2') && attempt <= 3
    const { ctx } = context(bigFile(100 * MB))
    await expect(s3MultipartTransport(TARGET)(ctx)).resolves.toMatchObject({ id: 3 })
    expect(attempts.get(`https://bucket.test/${KEY}?part=2`)).toBe(4)

    failPut = (url) => url.endsWith('part=2')
    attempts.clear()
    const again = context(bigFile(100 * MB))
    await expect(s3MultipartTransport(TARGET)(again.ctx)).rejects.toMatchObject({ status: 0 })
    expect(attempts.get(`https://bucket.test/${KEY}?part=2`)).toBe(4)
  })

  it('aborts the multipart upload when the user cancels', async () => {
    putDelay = 10_000
    const stop = new AbortController()
    const { ctx } = context(bigFile(200 * MB), stop.signal)
    const run = s3MultipartTransport(TARGET)(ctx).catch((e: unknown) => e)
    await vi.waitFor(() => expect(puts.length).toBe(5))
    stop.abort('cancel')
    expect(await run).toBeInstanceOf(DOMException)
    await vi.waitFor(() => expect(api.map((c) => c.url)).toContain('s3/multipart/abort'))
    expect(api.find((c) => c.url === 's3/multipart/abort')!.body).toEqual({ key: KEY, uploadId: 'mp-1' })
  })
})

describe('direct S3 simple upload', () => {
  it('presigns, PUTs the file without credentials with its type and ACL, then creates the entry', async () => {
    const file = new File([new Uint8Array(2048)], 'small.wav', { type: 'audio/wav' })
    const { ctx } = context(file)
    const entry = await s3SimpleTransport(TARGET)(ctx)
    expect(api.map((c) => c.url)).toEqual(['s3/simple/presign', 's3/entries'])
    expect(api[0]!.body).toMatchObject({ filename: 'small.wav', mime: 'audio/wav', size: 2048, extension: 'wav', diskPrefix: 'track_media' })
    expect(puts).toEqual([{ url: `https://bucket.test/${KEY}?signed`, size: 2048, withCredentials: false, headers: { 'Content-Type': 'audio/wav', 'x-amz-acl': 'private' } }])
    expect(entry.file_name).toBe(KEY.split('/').pop())
  })
})

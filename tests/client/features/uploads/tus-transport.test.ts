// The tus transport with tus-js-client itself, over an in-memory tus peer (its HttpStack) instead of the
// network: the retry schedule 0, 3, 5, 10, 20 s and its exceptions (music-product §8), resuming from the
// IndexedDB record after a lost page, the spec metadata, and a failed entry creation removing the record.
import 'fake-indexeddb/auto'
import type { HttpResponse, HttpStack } from 'tus-js-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
import type { TransportContext } from '../../../../src/client/features/uploads/queue'
import { closeUploadsDb, listResumeRecords, UPLOADS_DB } from '../../../../src/client/features/uploads/resume-store'
import type { UploadItem } from '../../../../src/client/features/uploads/store'
import { tusTransport } from '../../../../src/client/features/uploads/tus-transport'

const CHUNK = 100
const SIZE = 350
const TARGET = { diskPrefix: 'track_media' as const, disk: 'public' }

type Planned = number | 'network' | 'stall' | null
interface Seen { method: string; url: string; offset?: number; at: number; headers: Record<string, string> }

/** A tus server in memory: creation, HEAD, PATCH with offsets, DELETE; answers can be planned per method. */
function fakeTusPeer() {
  const uploads = new Map<string, { offset: number; length: number; metadata: string }>()
  const seen: Seen[] = []
  const plans: Record<string, Planned[]> = {}
  let ids = 0
  const response = (status: number, headers: Record<string, string> = {}, body = ''): HttpResponse => ({
    getStatus: () => status,
    getHeader: (name: string) => headers[name.toLowerCase()],
    getBody: () => body,
    getUnderlyingObject: () => null,
  })
  const stack: HttpStack = {
    getName: () => 'fake',
    createRequest(method: string, url: string) {
      const headers: Record<string, string> = {}
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
        getHeader: (name: string) => headers[name.toLowerCase()],
        setProgressHandler: () => undefined,
        abort: () => Promise.resolve(),
        getUnderlyingObject: () => null,
        send(body?: { size: number }): Promise<HttpResponse> {
          seen.push({ method, url, offset: headers['upload-offset'] ? Number(headers['upload-offset']) : undefined, at: Date.now(), headers })
          const planned = plans[method]?.shift()
          if (planned === 'network') return Promise.reject(new Error('network down'))
          if (planned === 'stall') return new Promise<HttpResponse>(() => undefined)
          if (planned !== undefined && planned !== null) return Promise.resolve(response(planned, {}, JSON.stringify({ message: `refused ${planned}` })))
          const id = url.split('/').pop()!
          if (method === 'POST') {
            const key = `up${++ids}`
            uploads.set(key, { offset: 0, length: Number(headers['upload-length']), metadata: headers['upload-metadata'] ?? '' })
            return Promise.resolve(response(201, { location: `${url}/${key}` }))
          }
          const upload = uploads.get(id)
          if (!upload) return Promise.resolve(response(404))
          if (method === 'HEAD') return Promise.resolve(response(200, { 'upload-offset': String(upload.offset), 'upload-length': String(upload.length) }))
          if (method === 'PATCH') {
            if (Number(headers['upload-offset']) !== upload.offset) return Promise.resolve(response(409))
            upload.offset += body?.size ?? 0
            return Promise.resolve(response(204, { 'upload-offset': String(upload.offset) }))
          }
          if (method === 'DELETE') {
            uploads.delete(id)
            return Promise.resolve(response(204))
          }
          return Promise.resolve(response(405))
        },
      }
    },
  }
  return { stack, seen, plans, uploads }
}

/** File access as tus' browser FileSource does it, with slices that only carry their size. */
const fileReader = {
  openFile: (input: File) =>
    Promise.resolve({
      size: input.size,
      slice: (start: number, end: number) => Promise.resolve({ value: { size: Math.min(end, input.size) - start }, done: end >= input.size }),
      close: () => undefined,
    }),
}

let peer: ReturnType<typeof fakeTusPeer>
let entryAnswers: { status: number; body: unknown }[]
const file = new File([new Uint8Array(SIZE)], 'take one.wav', { type: 'audio/wav', lastModified: 1000 })

function context(signal = new AbortController().signal) {
  const progress: number[] = []
  const resumed: number[] = []
  const item = { extension: 'wav', relativePath: 'Live/take one.wav', strategy: 'tus' } as UploadItem
  const ctx: TransportContext = {
    id: 'u1', file, item, signal, settings: { chunk: true, chunkSize: CHUNK, s3Direct: false },
    onProgress: (bytes) => void progress.push(bytes),
    onResumed: (bytes) => void resumed.push(bytes),
  }
  return { ctx, progress, resumed }
}

/** Fake time for tus' retry timers, with real turns of the event loop for IndexedDB (setImmediate). */
async function runFor(ms: number): Promise<void> {
  for (let t = 0; t < ms; t += 50) {
    await vi.advanceTimersByTimeAsync(50)
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
  }
}

const upload = (ctx: TransportContext) => tusTransport(TARGET, { httpStack: peer.stack, fileReader })(ctx)

beforeEach(async () => {
  await closeUploadsDb()
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(UPLOADS_DB)
    request.onsuccess = request.onerror = resolve
  })
  peer = fakeTusPeer()
  entryAnswers = []
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    expect(url).toBe('/api/v1/tus/entries')
    const { uploadKey } = JSON.parse(String(init.body)) as { uploadKey: string }
    const answer = entryAnswers.shift() ?? {
      status: 200,
      body: { status: 'success', fileEntry: { id: 5, name: 'take one.wav', file_name: uploadKey, file_size: SIZE, mime: 'audio/wav', extension: 'wav', type: 'audio', disk_prefix: 'track_media', url: `storage/track_media/${uploadKey}`, created_at: '2026-11-25T00:00:00Z' } },
    }
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  }))
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('tus transport', () => {
  it('sends the spec metadata in chunks, creates the entry and drops the resume record', async () => {
    const { ctx, progress } = context()
    const entry = await upload(ctx)
    expect(entry).toMatchObject({ id: 5, file_name: 'up1' })
    expect(peer.seen.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([0, 100, 200, 300])
    expect(progress.at(-1)).toBe(SIZE)
    const metadata = Object.fromEntries(
      peer.uploads.get('up1')!.metadata.split(',').map((pair) => {
        const [key, value = ''] = pair.split(' ')
        return [key, atob(value)]
      }),
    )
    expect(metadata).toEqual({
      name: 'take one.wav', clientName: 'take one.wav', clientExtension: 'wav', clientMime: 'audio/wav', clientSize: '350',
      disk: 'public', diskPrefix: 'track_media', parentId: '', relativePath: 'Live/take one.wav',
    })
    expect(peer.seen[0]!.headers['x-encore-client']).toBe('web')
    expect(await listResumeRecords()).toEqual([])
  })

  it('retries at 0, 3, 5, 10 and 20 s, then fails with the last answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    peer.plans.POST = [503, 503, 503, 503, 503, 503]
    const { ctx } = context()
    const result = upload(ctx).catch((error: unknown) => error)
    await runFor(40_000)
    const error = await result
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(503)
    const start = peer.seen[0]!.at
    // Steps of 50 ms: each retry lands within one step of its planned time.
    const offsets = peer.seen.map((r) => Math.round((r.at - start) / 50) * 50)
    expect(offsets).toEqual([0, 0, 3000, 8000, 18_000, 38_000])
  })

  it('does not retry a 4xx other than 409 and 423, and keeps its message', async () => {
    peer.plans.POST = [403]
    const { ctx } = context()
    const error = await upload(ctx).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).body.message).toBe('refused 403')
    expect(peer.seen).toHaveLength(1)
  })

  it('retries a locked upload (423)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    peer.plans.PATCH = [423]
    const { ctx } = context()
    const result = upload(ctx)
    await runFor(1000)
    await expect(result).resolves.toMatchObject({ id: 5 })
    expect(peer.seen.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual([0, 0, 100, 200, 300])
  })

  it('resumes from the stored record after the page lost the upload', async () => {
    // First page: two chunks in, then the third is refused (no retry) and the upload stops there.
    peer.plans.PATCH = [null, null, 403]
    const first = context()
    await expect(upload(first.ctx)).rejects.toBeInstanceOf(HttpError)
    expect(peer.uploads.get('up1')?.offset).toBe(200)
    const [record] = await listResumeRecords()
    expect(record).toMatchObject({ uploadId: '/api/v1/tus/upload/up1', name: 'take one.wav', relativePath: 'Live/take one.wav' })

    // The same file again: HEAD on the stored URL, then PATCH from the server's offset.
    const offsetThen = peer.uploads.get('up1')!.offset
    peer.seen.length = 0
    const second = context()
    await expect(upload(second.ctx)).resolves.toMatchObject({ file_name: 'up1' })
    expect(peer.seen[0]).toMatchObject({ method: 'HEAD', url: '/api/v1/tus/upload/up1' })
    expect(peer.seen.filter((r) => r.method === 'PATCH')[0]!.offset).toBe(offsetThen)
    expect(peer.seen.some((r) => r.method === 'POST')).toBe(false)
    expect(second.resumed[0]).toBeGreaterThanOrEqual(offsetThen)
  })

  it('removes the resume record when the entry cannot be created, and reports the server message', async () => {
    entryAnswers.push({ status: 422, body: { message: 'You have used all of your upload minutes.' } })
    const { ctx } = context()
    const error = await upload(ctx).catch((e: unknown) => e)
    expect((error as HttpError).status).toBe(422)
    expect((error as HttpError).body.message).toBe('You have used all of your upload minutes.')
    expect(await listResumeRecords()).toEqual([])
  })

  it('cancelling terminates the server upload and forgets it', async () => {
    peer.plans.PATCH = [null, 'stall']
    const stop = new AbortController()
    const { ctx } = context(stop.signal)
    const run = upload(ctx).catch((e: unknown) => e)
    await vi.waitFor(() => expect(peer.seen.filter((r) => r.method === 'PATCH')).toHaveLength(2))
    expect(await listResumeRecords()).toHaveLength(1)
    stop.abort('cancel')
    expect(await run).toBeInstanceOf(DOMException)
    await vi.waitFor(() => expect(peer.seen.some((r) => r.method === 'DELETE')).toBe(true))
    await vi.waitFor(async () => expect(await listResumeRecords()).toEqual([]))
  })
})

// The upload queue's state machine (music-product §4, §8, §9) over a controllable transport: concurrency
// (3, or 1 around folder files, big resumable and multipart uploads), the 30 s inactivity timeout, server
// messages on the upload and in a toast, cancel/retry, and clearing that keeps running uploads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '../../../../src/client/lib/http'
import {
  addUploads, cancelUpload, clearUploads, configureUploadQueue, retryUpload, type TransportContext,
} from '../../../../src/client/features/uploads/queue'
import { uploadQueueState } from '../../../../src/client/features/uploads/store'
import type { UploadedFileEntry } from '../../../../src/client/features/uploads/types'
import type { Restrictions } from '../../../../src/client/features/uploads/validate'
import { dismissToast, toastState } from '../../../../src/client/stores/toasts'

const CHUNK = 1000
const ANY: Restrictions = { maxSize: 10_000_000, allowed: [], blocked: [] }

interface Call {
  context: TransportContext
  resolve: (entry: UploadedFileEntry) => void
  reject: (error: unknown) => void
}

let calls: Call[]
let completed: string[]

function entry(id: number): UploadedFileEntry {
  return {
    id, name: `f${id}`, file_name: `f${id}`, file_size: 1, mime: 'audio/wav', extension: 'wav', type: 'audio',
    disk_prefix: 'track_media', url: `storage/track_media/f${id}`, created_at: '2026-11-25T00:00:00Z',
  }
}

const file = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'audio/wav' })
const statuses = () => uploadQueueState.items.map((item) => item.status)
const running = () => uploadQueueState.items.filter((item) => item.status === 'inProgress').map((item) => item.name)
const callFor = (name: string) => calls.find((call) => call.context.file.name === name)!

beforeEach(() => {
  calls = []
  completed = []
  configureUploadQueue({
    transport: (context) => new Promise((resolve, reject) => calls.push({ context, resolve, reject })),
    onCompleted: (item) => void completed.push(item.name),
    settings: { chunk: true, chunkSize: CHUNK, s3Direct: false },
  })
})

afterEach(() => {
  for (const item of [...uploadQueueState.items]) cancelUpload(item.id)
  clearUploads()
  dismissToast()
  vi.useRealTimers()
})

describe('upload queue concurrency', () => {
  it('runs 3 small uploads at once and starts the next when one completes', async () => {
    addUploads(['a', 'b', 'c', 'd'].map((n) => ({ file: file(`${n}.wav`, 10) })), ANY)
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress', 'pending'])
    expect(uploadQueueState.items.every((item) => item.strategy === 'form')).toBe(true)

    callFor('b.wav').resolve(entry(2))
    await vi.waitFor(() => expect(statuses()).toEqual(['inProgress', 'completed', 'inProgress', 'inProgress']))
    expect(completed).toEqual(['b.wav'])
    expect(uploadQueueState.items[1]!.fileEntry?.id).toBe(2)
  })

  it('runs a resumable upload larger than a chunk alone, and keeps queue order', async () => {
    addUploads([{ file: file('big.wav', CHUNK + 1) }, { file: file('s1.wav', 10) }, { file: file('s2.wav', 10) }], ANY)
    expect(uploadQueueState.items[0]!.strategy).toBe('tus')
    expect(running()).toEqual(['big.wav'])

    callFor('big.wav').resolve(entry(1))
    await vi.waitFor(() => expect(running()).toEqual(['s1.wav', 's2.wav']))
  })

  it('lets a big upload wait until the running ones finish', async () => {
    addUploads([{ file: file('s1.wav', 10) }, { file: file('big.wav', CHUNK * 3) }, { file: file('s2.wav', 10) }], ANY)
    // s2 does not overtake the waiting big upload.
    expect(running()).toEqual(['s1.wav'])
    callFor('s1.wav').resolve(entry(1))
    await vi.waitFor(() => expect(running()).toEqual(['big.wav']))
    callFor('big.wav').resolve(entry(2))
    await vi.waitFor(() => expect(running()).toEqual(['s2.wav']))
  })

  it('uploads the files of a folder one at a time', async () => {
    addUploads([
      { file: file('01.wav', 10), relativePath: 'Album/01.wav' },
      { file: file('02.wav', 10), relativePath: 'Album/02.wav' },
    ], ANY)
    expect(running()).toEqual(['01.wav'])
    callFor('01.wav').resolve(entry(1))
    await vi.waitFor(() => expect(running()).toEqual(['02.wav']))
  })

  it('a file exactly one chunk big is resumable but not alone', () => {
    addUploads([{ file: file('one-chunk.wav', CHUNK) }, { file: file('s.wav', 10) }], ANY)
    expect(uploadQueueState.items[0]!.strategy).toBe('tus')
    expect(running()).toEqual(['one-chunk.wav', 's.wav'])
  })
})

describe('upload timeout', () => {
  it('fails an upload with no progress for 30 s as "Upload timed out" and starts the next', () => {
    vi.useFakeTimers()
    addUploads([{ file: file('a.wav', CHUNK * 2) }, { file: file('b.wav', 10) }], ANY)
    const first = callFor('a.wav')
    vi.advanceTimersByTime(20_000)
    first.context.onProgress(500)
    vi.advanceTimersByTime(29_999)
    expect(statuses()).toEqual(['inProgress', 'pending'])

    vi.advanceTimersByTime(2)
    expect(uploadQueueState.items[0]).toMatchObject({ status: 'failed', errorMessage: 'Upload timed out', bytesUploaded: 500 })
    expect(toastState.current?.message).toBe('Upload timed out')
    expect(first.context.signal.aborted).toBe(true)
    expect(first.context.signal.reason).toBe('stop')
    expect(running()).toEqual(['b.wav'])

    // The transport's late rejection after the abort changes nothing.
    first.reject(new DOMException('aborted', 'AbortError'))
    expect(uploadQueueState.items[0]!.errorMessage).toBe('Upload timed out')
  })

  it('reports speed and time left from progress', () => {
    vi.useFakeTimers()
    addUploads([{ file: file('a.wav', 10_000) }], ANY)
    const call = callFor('a.wav')
    vi.advanceTimersByTime(1000)
    call.context.onProgress(2000)
    expect(uploadQueueState.items[0]).toMatchObject({ bytesUploaded: 2000, speed: 2000, timeLeft: 4 })
  })
})

describe('an upload whose server went away', () => {
  /** The health call's answers (the server is the boundary here); returns the URLs asked. */
  function stubHealth(up: () => boolean): string[] {
    const asked: string[] = []
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(String(url))
      const ok = up()
      return Promise.resolve({ ok, status: ok ? 200 : 502, text: () => Promise.resolve(ok ? '{"status":"ok"}' : '') })
    })
    return asked
  }

  afterEach(() => vi.unstubAllGlobals())

  it('shows it waits for the server, and after timing out continues once the server answers again', async () => {
    vi.useFakeTimers()
    let up = false
    const asked = stubHealth(() => up)
    addUploads([{ file: file('a.wav', CHUNK * 2) }], ANY)
    const first = callFor('a.wav')
    vi.advanceTimersByTime(1000)
    first.context.onProgress(500)
    first.context.onRetrying?.()
    expect(uploadQueueState.items[0]).toMatchObject({ status: 'inProgress', waitingForServer: true, speed: 0, timeLeft: null })

    vi.advanceTimersByTime(30_001)
    expect(uploadQueueState.items[0]).toMatchObject({ status: 'failed', errorMessage: 'Upload timed out', waitingForServer: true })
    await vi.advanceTimersByTimeAsync(3000)
    expect(asked).toEqual(['/api/v1/health'])
    expect(statuses()).toEqual(['failed'])

    up = true
    await vi.advanceTimersByTimeAsync(3000)
    expect(statuses()).toEqual(['inProgress'])
    expect(calls).toHaveLength(2)
    expect(uploadQueueState.items[0]!.waitingForServer).toBe(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(asked).toHaveLength(2)
  })

  it('a timeout without a failed request (the server answered, nothing moved) does not ask the server', async () => {
    vi.useFakeTimers()
    const asked = stubHealth(() => true)
    addUploads([{ file: file('a.wav', CHUNK * 2) }], ANY)
    vi.advanceTimersByTime(30_001)
    expect(uploadQueueState.items[0]).toMatchObject({ status: 'failed', errorMessage: 'Upload timed out', waitingForServer: false })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(asked).toEqual([])
    expect(statuses()).toEqual(['failed'])
  })
})

describe('errors, cancel, retry and clear', () => {
  it("stores the server's message on the upload and shows it as a toast", async () => {
    addUploads([{ file: file('a.wav', 10) }], ANY)
    callFor('a.wav').reject(new HttpError(422, { message: 'You have used all of your upload minutes.' }))
    await vi.waitFor(() => expect(statuses()).toEqual(['failed']))
    expect(uploadQueueState.items[0]!.errorMessage).toBe('You have used all of your upload minutes.')
    expect(toastState.current).toMatchObject({ message: 'You have used all of your upload minutes.', type: 'danger' })
  })

  it('keeps the error empty, and shows no toast, when the answer had no body', async () => {
    addUploads([{ file: file('a.wav', 10) }], ANY)
    callFor('a.wav').reject(new HttpError(500, {}))
    await vi.waitFor(() => expect(statuses()).toEqual(['failed']))
    expect(uploadQueueState.items[0]!.errorMessage).toBe('')
    expect(toastState.current).toBeNull()
  })

  it('cancels with reason "cancel", and retries a cancelled upload', async () => {
    addUploads([{ file: file('a.wav', 10) }], ANY)
    const first = callFor('a.wav')
    cancelUpload(uploadQueueState.items[0]!.id)
    expect(statuses()).toEqual(['aborted'])
    expect(first.context.signal.reason).toBe('cancel')

    retryUpload(uploadQueueState.items[0]!.id)
    expect(statuses()).toEqual(['inProgress'])
    expect(calls).toHaveLength(2)
    calls[1]!.resolve(entry(9))
    await vi.waitFor(() => expect(statuses()).toEqual(['completed']))
  })

  it('retries a failed upload when the browser comes back online after a network failure', async () => {
    addUploads([{ file: file('a.wav', 10) }], ANY)
    callFor('a.wav').reject(new HttpError(0, {}))
    await vi.waitFor(() => expect(statuses()).toEqual(['failed']))
    window.dispatchEvent(new Event('online'))
    expect(statuses()).toEqual(['inProgress'])
  })

  it('clearing removes every upload except the running ones', async () => {
    addUploads(['a', 'b', 'c', 'd', 'e'].map((n) => ({ file: file(`${n}.wav`, 10) })), ANY)
    callFor('a.wav').resolve(entry(1))
    await vi.waitFor(() => expect(statuses()[0]).toBe('completed'))
    callFor('b.wav').reject(new HttpError(500, {}))
    await vi.waitFor(() => expect(statuses()[1]).toBe('failed'))
    // c, d, e run now; add one more that waits.
    addUploads([{ file: file('f.wav', 10) }], ANY)
    expect(statuses()).toEqual(['completed', 'failed', 'inProgress', 'inProgress', 'inProgress', 'pending'])

    clearUploads()
    expect(uploadQueueState.items.map((item) => item.name)).toEqual(['c.wav', 'd.wav', 'e.wav'])
    expect(statuses()).toEqual(['inProgress', 'inProgress', 'inProgress'])
  })

  it('refuses files that break the restrictions, with the spec message, without queueing them', () => {
    const ids = addUploads([{ file: file('huge.wav', 2000) }], { maxSize: 1000, allowed: [], blocked: [] })
    expect(ids).toEqual([])
    expect(uploadQueueState.items).toHaveLength(0)
    expect(toastState.current?.message).toBe('`huge.wav` exceeds maximum allowed size of 1KB')
    addUploads([{ file: new File(['x'], 'notes.txt', { type: 'text/plain' }) }], { maxSize: 1000, allowed: ['audio/*', 'video/*'], blocked: [] })
    expect(toastState.current?.message).toBe('This file type is not allowed')
  })
})

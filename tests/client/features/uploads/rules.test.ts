// Pure upload rules: transport choice, retry statuses and the retry schedule (music-product §8, §9),
// multipart part sizing and batching, speed and time left.
import { describe, expect, it } from 'vitest'
import {
  MB, MULTIPART_CONCURRENCY, MULTIPART_CHUNK_RETRIES, TUS_RETRY_DELAYS, UPLOAD_CONCURRENCY, UPLOAD_TIMEOUT_MS,
} from '../../../../src/client/features/uploads/constants'
import { multipartPartSize, multipartParts, signBatches } from '../../../../src/client/features/uploads/multipart-plan'
import { nextSpeed, timeLeft } from '../../../../src/client/features/uploads/progress'
import { chooseStrategy, shouldRetryStatus, uploadsToStart, type QueueSlot } from '../../../../src/client/features/uploads/rules'
import { readUploadSettings } from '../../../../src/client/features/uploads/validate'

const settings = { chunk: true, chunkSize: 5 * MB, s3Direct: false }

describe('transport choice', () => {
  it('uses tus from one chunk up, a form post below, and S3 when direct upload is on', () => {
    expect(chooseStrategy(5 * MB - 1, settings)).toBe('form')
    expect(chooseStrategy(5 * MB, settings)).toBe('tus')
    expect(chooseStrategy(500 * MB, { ...settings, chunk: false })).toBe('form')
    expect(chooseStrategy(100 * MB - 1, { ...settings, s3Direct: true })).toBe('s3-simple')
    expect(chooseStrategy(100 * MB, { ...settings, s3Direct: true })).toBe('s3-multipart')
  })

  it('has the spec constants', () => {
    expect([UPLOAD_CONCURRENCY, UPLOAD_TIMEOUT_MS, MULTIPART_CONCURRENCY, MULTIPART_CHUNK_RETRIES]).toEqual([3, 30_000, 5, 3])
  })
})

describe('resumable upload retries', () => {
  it('retries at 0, 3, 5, 10 and 20 s', () => {
    expect(TUS_RETRY_DELAYS).toEqual([0, 3000, 5000, 10_000, 20_000])
  })

  it('retries network failures and server errors, not 4xx except 409 and 423', () => {
    expect(shouldRetryStatus(0)).toBe(true)
    expect(shouldRetryStatus(500)).toBe(true)
    expect(shouldRetryStatus(503)).toBe(true)
    expect(shouldRetryStatus(409)).toBe(true)
    expect(shouldRetryStatus(423)).toBe(true)
    for (const status of [400, 401, 403, 404, 410, 413, 422, 429]) expect(shouldRetryStatus(status)).toBe(false)
  })
})

describe('start order', () => {
  const slot = (status: QueueSlot['status'], size = 10, strategy: QueueSlot['strategy'] = 'form', relativePath = ''): QueueSlot => ({
    status, size, strategy, relativePath,
  })

  it('tops up to 3 running uploads', () => {
    expect(uploadsToStart([slot('inProgress'), slot('completed'), slot('pending'), slot('pending'), slot('pending')], 100)).toEqual([2, 3])
  })

  it('starts nothing beside a multipart upload or a folder file', () => {
    expect(uploadsToStart([slot('inProgress', 10, 's3-multipart'), slot('pending')], 100)).toEqual([])
    expect(uploadsToStart([slot('inProgress', 10, 'form', 'A/b.mp3'), slot('pending')], 100)).toEqual([])
    expect(uploadsToStart([slot('pending', 10, 'form', 'A/b.mp3'), slot('pending', 10, 'form', 'A/c.mp3')], 100)).toEqual([0])
  })
})

describe('multipart part sizes', () => {
  it('uses 20 MB parts, larger when the file needs over 10,000 parts', () => {
    expect(multipartPartSize(100 * MB)).toBe(20 * MB)
    expect(multipartPartSize(0)).toBe(20 * MB)
    expect(multipartPartSize(200_000 * MB)).toBe(20 * MB)
    const huge = 300_000 * MB
    expect(multipartPartSize(huge)).toBe(Math.ceil(huge / 10_000))
    expect(multipartParts(huge).length).toBeLessThanOrEqual(10_000)
  })

  it('cuts the file into numbered ranges that cover it exactly', () => {
    const size = 105 * MB + 7
    const parts = multipartParts(size)
    expect(parts.map((p) => p.partNumber)).toEqual([1, 2, 3, 4, 5, 6])
    expect(parts[0]).toEqual({ partNumber: 1, start: 0, end: 20 * MB })
    expect(parts.at(-1)).toEqual({ partNumber: 6, start: 100 * MB, end: size })
    expect(parts.reduce((sum, p) => sum + p.end - p.start, 0)).toBe(size)
  })

  it('sends an empty file as one part', () => {
    expect(multipartParts(0)).toEqual([{ partNumber: 1, start: 0, end: 0 }])
  })

  it('signs at most 10 part URLs per call', () => {
    const batches = signBatches(Array.from({ length: 23 }, (_, i) => i + 1))
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3])
    expect(batches[2]).toEqual([21, 22, 23])
  })
})

describe('speed and time left', () => {
  it('measures speed over time and smooths it', () => {
    let sample = { at: 0, bytes: 0, speed: 0 }
    sample = nextSpeed(sample, 1000, 1000)
    expect(sample.speed).toBe(1000)
    // Too soon: merged into the next reading.
    expect(nextSpeed(sample, 1100, 1100)).toBe(sample)
    sample = nextSpeed(sample, 4000, 2000)
    expect(sample.speed).toBeCloseTo(1000 + 0.3 * (3000 - 1000))
    expect(timeLeft(6000, 1500)).toBe(4)
    expect(timeLeft(10, 0)).toBeNull()
    expect(timeLeft(0, 0)).toBe(0)
  })
})

describe('upload settings from bootstrap-data', () => {
  it('uploads straight to the bucket only when bootstrap names the s3 driver and direct upload is on', () => {
    const tree = (driver: unknown, direct: unknown) => ({ uploads: { uploads_driver: driver, s3_direct_upload: direct, chunk: true, chunk_size: 5 * MB } })
    expect(readUploadSettings(tree('s3', true))).toEqual({ chunk: true, chunkSize: 5 * MB, s3Direct: true })
    expect(readUploadSettings(tree('s3', false)).s3Direct).toBe(false)
    // The local driver has no direct-upload routes; a server that names no driver is treated the same.
    expect(readUploadSettings(tree('local', true)).s3Direct).toBe(false)
    expect(readUploadSettings({ uploads: { s3_direct_upload: true } }).s3Direct).toBe(false)
  })
})

describe('chunk size default (music-product §9: chunked from 4 MB)', () => {
  it('without uploads.chunk_size, a 4 MB file goes chunked and one byte less as one request', () => {
    const defaults = readUploadSettings({ uploads: {} })
    expect(defaults.chunkSize).toBe(4 * MB)
    expect(chooseStrategy(4 * MB, defaults)).toBe('tus')
    expect(chooseStrategy(4 * MB - 1, defaults)).toBe('form')
  })
})

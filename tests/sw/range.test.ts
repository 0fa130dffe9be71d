import { describe, expect, it, vi } from 'vitest'
import { parseRange, rangeResponseFromBlob } from '../../sw/range'
import { answerSavedMedia, offlineCacheKey, offlineMediaKind } from '../../sw/offline-media'

const bytes = new Uint8Array(Array.from({ length: 100 }, (_, i) => i))
const blob = () => new Blob([bytes], { type: 'audio/wav' })
const body = async (r: Response) => Array.from(new Uint8Array(await r.arrayBuffer()))

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=5-9, 20-30', { start: 5, end: 9 }],
  ])('%s', (header, expected) => expect(parseRange(header, 100)).toEqual(expected))

  it.each(['bytes=100-', 'bytes=200-300', 'bytes=9-5', 'bytes=-0'])('%s is unsatisfiable', (header) =>
    expect(parseRange(header, 100)).toBe('unsatisfiable'))

  it.each([null, undefined, '', 'items=0-5', 'bytes=abc', 'bytes=-'])('%s means the whole body', (header) =>
    expect(parseRange(header, 100)).toBeNull())
})

describe('rangeResponseFromBlob', () => {
  it('answers 206 with the slice and its headers', async () => {
    const response = rangeResponseFromBlob(blob(), 'bytes=10-19', 'audio/wav')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 10-19/100')
    expect(response.headers.get('content-length')).toBe('10')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(response.headers.get('content-type')).toBe('audio/wav')
    expect(await body(response)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('answers an open range to the end (what a media element sends first)', async () => {
    const response = rangeResponseFromBlob(blob(), 'bytes=0-', 'audio/mpeg')
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 0-99/100')
    expect(response.headers.get('content-type')).toBe('audio/mpeg')
    expect((await body(response)).length).toBe(100)
  })

  it('answers 200 with the whole file without Range', async () => {
    const response = rangeResponseFromBlob(blob(), null, 'audio/wav')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('100')
    expect(response.headers.get('accept-ranges')).toBe('bytes')
    expect(await body(response)).toEqual(Array.from(bytes))
  })

  it('answers 416 with the size for a range past the end', async () => {
    const response = rangeResponseFromBlob(blob(), 'bytes=100-200', 'audio/wav')
    expect(response.status).toBe(416)
    expect(response.headers.get('content-range')).toBe('bytes */100')
    expect(await response.text()).toBe('')
  })

  it('falls back to the blob type, then to octet-stream', () => {
    expect(rangeResponseFromBlob(blob(), null, null).headers.get('content-type')).toBe('audio/wav')
    expect(rangeResponseFromBlob(new Blob([bytes]), null, '').headers.get('content-type')).toBe('application/octet-stream')
  })
})

describe('offlineMediaKind', () => {
  it('routes the stream URL to the audio cache and uploaded images to the image cache', () => {
    expect(offlineMediaKind('GET', '/api/v1/tracks/12/stream')).toBe('audio')
    expect(offlineMediaKind('GET', '/storage/track_image/a.png')).toBe('image')
    expect(offlineMediaKind('GET', '/storage/album_image/b.JPG')).toBe('image')
  })

  it.each([
    ['POST', '/api/v1/tracks/12/stream'],
    ['GET', '/api/v1/tracks/12/download'],
    ['GET', '/api/v1/albums/3'],
    ['GET', '/storage/track_media/a.mp3'],
    ['GET', '/album/1/x/y'],
  ])('leaves %s %s to the network', (method, path) => expect(offlineMediaKind(method, path)).toBeNull())

  it('keys the cache by path alone', () => expect(offlineCacheKey('/api/v1/tracks/1/stream')).toBe('/api/v1/tracks/1/stream'))
})

describe('answerSavedMedia', () => {
  const saved = new Map<string, Response>()
  const deps = (network: () => Response) => ({
    match: async (cacheName: string, key: string) => saved.get(`${cacheName} ${key}`)?.clone(),
    fetch: vi.fn(async () => network()),
  })
  saved.set('encore-audio-v1 /api/v1/tracks/3/stream', new Response(bytes, { headers: { 'content-type': 'audio/wav' } }))
  saved.set('encore-images-v1 /storage/track_image/a.png', new Response('png', { headers: { 'content-type': 'image/png' } }))

  it('answers a saved track with a 206 from the cache, never the network', async () => {
    const d = deps(() => new Response('network'))
    const request = new Request('https://encore.test/api/v1/tracks/3/stream', { headers: { Range: 'bytes=4-7' } })
    const response = await answerSavedMedia(request, d)
    expect(response.status).toBe(206)
    expect(response.headers.get('content-type')).toBe('audio/wav')
    expect(await body(response)).toEqual([4, 5, 6, 7])
    expect(d.fetch).not.toHaveBeenCalled()
  })

  it('answers a saved image whole', async () => {
    const response = await answerSavedMedia(new Request('https://encore.test/storage/track_image/a.png'), deps(() => new Response('x')))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('png')
  })

  it('sends what was not saved to the network as it is', async () => {
    const d = deps(() => new Response('streamed', { status: 206 }))
    const request = new Request('https://encore.test/api/v1/tracks/4/stream', { headers: { Range: 'bytes=0-' } })
    const response = await answerSavedMedia(request, d)
    expect(await response.text()).toBe('streamed')
    expect(d.fetch).toHaveBeenCalledWith(request)
  })
})

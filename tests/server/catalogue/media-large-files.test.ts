import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PooledFileStream } from '../../../src/server/modules/media/pooled-file-stream'
import { idleSlabCount, SLAB_BYTES, takeSlab } from '../../../src/server/modules/media/slab-pool'
import { newArtist, newTrack, seedCatalogueRoles } from '../../helpers/factories'
import { buildCatalogueApp, type CatalogueTestApp } from './catalogue-app'

// 3.5 MiB plus a few bytes: several pooled chunks and a short last one.
const SIZE = Math.floor(3.5 * SLAB_BYTES) + 123
const audio = Buffer.alloc(SIZE)
for (let i = 0; i < SIZE; i++) audio[i] = (i * 31 + (i >>> 11)) & 0xff

const openDescriptors = () => fs.readdirSync('/proc/self/fd').length

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A real socket, so backpressure and partial writes happen; `pauseMs` lets the server's queue fill. */
function get(url: string, headers: Record<string, string> = {}, pauseMs = 0, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = []
      res.on('data', (chunk: Buffer) => parts.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }))
      res.on('error', reject)
      if (pauseMs > 0) {
        res.pause()
        setTimeout(() => res.resume(), pauseMs)
      }
    })
    req.on('error', reject)
    req.end()
  })
}

describe('streaming large local files', () => {
  let t: CatalogueTestApp
  let url: string

  beforeAll(async () => {
    t = await buildCatalogueApp()
    await seedCatalogueRoles(t.db)
    await t.storage.put('track_media/long.wav', audio)
    const artist = await newArtist(t.db)
    const id = (await newTrack(t.db, [artist.id], { src: 'storage/track_media/long.wav' })).id
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/tracks/${id}/stream`
  })
  afterAll(async () => {
    await t.close()
  })

  it('sends whole files byte for byte to slow and fast readers at once', async () => {
    const answers = await Promise.all([get(url, {}, 150), get(url), get(url, {}, 50), get(url)])
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.headers['content-length']).toBe(String(SIZE))
      expect(answer.headers['accept-ranges']).toBe('bytes')
      expect(answer.body.equals(audio)).toBe(true)
    }
  })

  it('answers ranges over and exactly at the buffered size, and gives the buffers back', async () => {
    const long = await get(url, { range: 'bytes=1000-2500000' }, 100)
    expect(long.status).toBe(206)
    expect(long.headers['content-range']).toBe(`bytes 1000-2500000/${SIZE}`)
    expect(long.body.equals(audio.subarray(1000, 2500001))).toBe(true)

    const start = SIZE - SLAB_BYTES
    const exact = await get(url, { range: `bytes=${start}-` })
    expect(exact.status).toBe(206)
    expect(exact.headers['content-length']).toBe(String(SLAB_BYTES))
    expect(exact.body.equals(audio.subarray(start))).toBe(true)
    expect(idleSlabCount()).toBeGreaterThan(0)
  })

  it('answers HEAD with the full length and no body', async () => {
    const head = await get(url, {}, 0, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(String(SIZE))
    expect(head.body.length).toBe(0)
  })

  it('closes the file when the listener goes away half-way', async () => {
    await get(url, { range: 'bytes=0-0' })
    const before = openDescriptors()
    await new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent: false }, (res) => {
        res.once('data', () => {
          req.destroy()
          resolve()
        })
      })
      req.on('error', (error) => (req.destroyed ? resolve() : reject(error)))
    })
    for (let i = 0; i < 50 && openDescriptors() > before; i++) await new Promise((r) => setTimeout(r, 20))
    expect(openDescriptors()).toBeLessThanOrEqual(before)
    expect((await get(url)).body.equals(audio)).toBe(true)
  })
})

describe('PooledFileStream', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-pooled-'))
  const file = path.join(dir, 'audio.bin')
  fs.writeFileSync(file, audio)
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** Keeps every chunk as pushed (no copy), as a socket holding them would. */
  async function chunksOf(response: { writableLength: number }): Promise<Buffer[]> {
    const stream = new PooledFileStream(fs.openSync(file, 'r'), 0, SIZE - 1, { writableLength: response.writableLength, once: () => undefined })
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return chunks
  }

  it('never refills a slab whose bytes the socket may still hold', async () => {
    const chunks = await chunksOf({ writableLength: Number.MAX_SAFE_INTEGER })
    expect(chunks).toHaveLength(4)
    expect(Buffer.concat(chunks).equals(audio)).toBe(true)
    expect(new Set(chunks.map((c) => c.buffer)).size).toBe(4)
  })

  it('gives its slabs back only when the response finished and no read is in flight', async () => {
    // Start from an empty pool, so both slabs come back below its cap.
    while (idleSlabCount() > 0) takeSlab()
    let finish = () => {}
    const stream = new PooledFileStream(fs.openSync(file, 'r'), 0, SIZE - 1, {
      writableLength: 0,
      once: (_event, listener) => (finish = listener),
    })
    const before = idleSlabCount()
    expect(before).toBe(0)
    // A HEAD answer or an error page can finish the response while the body is still being read.
    finish()
    expect(idleSlabCount()).toBe(before)
    const closed = new Promise((resolve) => stream.once('close', resolve))
    stream.resume()
    await closed
    expect(idleSlabCount()).toBe(before + 2)
  })

  it('alternates two slabs while the socket keeps up', async () => {
    const chunks = await chunksOf({ writableLength: 0 })
    expect(chunks.map((c) => c.length)).toEqual([SLAB_BYTES, SLAB_BYTES, SLAB_BYTES, SIZE - 3 * SLAB_BYTES])
    expect(chunks[2]!.buffer).toBe(chunks[0]!.buffer)
    expect(chunks[3]!.buffer).toBe(chunks[1]!.buffer)
  })
})

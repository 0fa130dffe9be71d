import fs from 'node:fs'
import { Readable } from 'node:stream'
import { giveBackSlab, SLAB_BYTES, takeSlab } from './slab-pool'

/** Reads exactly `buffer.length` bytes at `position`; fails if the file ends first. */
export function readFully(fd: number, buffer: Buffer, position: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let filled = 0
    const next = () =>
      fs.read(fd, buffer, filled, buffer.length - filled, position + filled, (error, bytesRead) => {
        if (error) return reject(error)
        // The file shrank under us: never send uninitialised memory.
        if (bytesRead === 0) return reject(new Error('the file ended before the requested bytes'))
        filled += bytesRead
        if (filled < buffer.length) next()
        else resolve()
      })
    if (buffer.length === 0) resolve()
    else next()
  })
}

/** The part of the HTTP response the stream watches: bytes not yet taken by the socket, and the end. */
export interface ResponseProgress {
  readonly writableLength: number
  once(event: 'finish', listener: () => void): unknown
}

/**
 * Streams bytes `start`..`end` (inclusive) of an open file in 1 MiB chunks that alternate between two
 * pooled slabs (slab-pool.ts), for answers too large for one buffer. A slab may be refilled only when
 * the socket holds none of its bytes. The stream is pulled one chunk at a time (highWaterMark 0), so
 * `_read` for chunk k runs after chunk k-1 went to the response; if fewer bytes are still queued than
 * chunk k-1 holds, chunk k-2 (the slab about to be reused) has left completely. Otherwise the chunk
 * gets a fresh buffer and the busy slab is abandoned to the garbage collector. The file descriptor is
 * closed when the stream ends or is destroyed (an aborted request); the slabs go back to the pool only
 * once the response finished (the socket took every byte) and the stream closed (no read in flight).
 */
export class PooledFileStream extends Readable {
  private position: number
  private lastLength = 0
  private chunks = 0
  private turn = 0
  /** The read in flight, so the descriptor is never closed under it (its number could be reused). */
  private reading: Promise<void> = Promise.resolve()
  private readonly slabs: [Buffer, Buffer] = [takeSlab(), takeSlab()]
  /** The response's 'finish' and this stream's 'close' both have to happen before the slabs are reused. */
  private awaitingRelease = 2

  constructor(
    private readonly fd: number,
    start: number,
    private readonly end: number,
    private readonly response: ResponseProgress,
  ) {
    super({ highWaterMark: 0 })
    this.position = start
    const release = () => {
      if (--this.awaitingRelease === 0) this.slabs.forEach(giveBackSlab)
    }
    response.once('finish', release)
    this.once('close', release)
  }

  override _read(): void {
    if (this.position > this.end) {
      this.push(null)
      return
    }
    const length = Math.min(SLAB_BYTES, this.end - this.position + 1)
    if (this.chunks >= 2 && this.response.writableLength >= this.lastLength) {
      // Cannot prove the slab is free: leave it to whoever still holds it.
      this.slabs[this.turn] = Buffer.allocUnsafeSlow(SLAB_BYTES)
    }
    const chunk = this.slabs[this.turn]!.subarray(0, length)
    this.reading = readFully(this.fd, chunk, this.position).then(
      () => {
        if (this.destroyed) return
        this.position += length
        this.lastLength = length
        this.chunks++
        this.turn ^= 1
        this.push(chunk)
      },
      (error: unknown) => void this.destroy(error as Error),
    )
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    void this.reading.then(() => fs.close(this.fd, () => callback(error)))
  }
}

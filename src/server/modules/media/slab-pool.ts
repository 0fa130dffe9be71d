/**
 * Reusable 1 MiB read buffers for audio delivery. Allocating a fresh buffer per answer (or per chunk,
 * as fs.createReadStream does) counts as external memory for V8, which then collects garbage every few
 * answers; in this process, whose heap also holds the embedded database, those collections cost more
 * than reading and sending the bytes (1 MiB Range requests: about 3.9 ms of CPU each with fresh buffers,
 * 1.1-1.7 ms with reused ones). A slab returns to the pool only once the socket has taken every byte
 * of it; an answer that is aborted half-way drops its slab to the garbage collector instead, since a
 * cancelled write may still point into it.
 */
export const SLAB_BYTES = 1024 * 1024
/** Idle slabs kept; more answers in flight simply allocate (and later drop) their own. */
const MAX_IDLE = 16

const idle: Buffer[] = []

export function takeSlab(): Buffer {
  return idle.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES)
}

export function giveBackSlab(slab: Buffer): void {
  if (slab.length === SLAB_BYTES && idle.length < MAX_IDLE) idle.push(slab)
}

/** For tests: how many slabs are waiting for reuse. */
export function idleSlabCount(): number {
  return idle.length
}

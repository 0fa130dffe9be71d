// Writes and deletes saved files in Cache Storage. A download is streamed straight into the cache
// (never held whole in memory) through a counter for progress; cache.put only commits a complete body,
// so a dropped connection or a full disk leaves no half entry behind.
import { AUDIO_CACHE, IMAGE_CACHE } from './cache-names'
import type { MediaDeps } from './deps'

export class DownloadStatusError extends Error {
  constructor(readonly status: number) {
    super(`download failed with HTTP ${status}`)
  }
}

/**
 * Downloads `path` whole (no Range: the cache must hold the full file) into `cacheName`; returns its size.
 * `source` is fetched instead when given (the stream at the chosen quality); the cache key stays `path`,
 * which is what the service worker looks up whatever query the player adds.
 */
export async function downloadInto(
  deps: MediaDeps,
  cacheName: string,
  path: string,
  onProgress?: (received: number, total: number | null) => void,
  source: string = path,
): Promise<number> {
  const response = await deps.fetch(source, { credentials: 'include', cache: 'no-store' })
  if (!response.ok || response.status !== 200) throw new DownloadStatusError(response.status)
  const total = Number(response.headers.get('content-length')) || null
  let received = 0
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength
      onProgress?.(received, total)
      controller.enqueue(chunk)
    },
  })
  const headers = new Headers({ 'Content-Type': response.headers.get('content-type') ?? 'application/octet-stream' })
  const body = response.body ? response.body.pipeThrough(counter) : null
  const cache = await deps.caches.open(cacheName)
  await cache.put(path, new Response(body, { status: 200, headers }))
  if (total !== null && received !== total) {
    // A body cut short without an error must not pass for a saved file.
    await cache.delete(path)
    throw new DownloadStatusError(0)
  }
  return received
}

export const downloadAudio = (deps: MediaDeps, path: string, onProgress?: (r: number, t: number | null) => void, source?: string) =>
  downloadInto(deps, AUDIO_CACHE, path, onProgress, source)

/** Images are best effort: a missing cover never fails the save of the music. */
export async function downloadImage(deps: MediaDeps, path: string): Promise<number> {
  const cache = await deps.caches.open(IMAGE_CACHE)
  if (await cache.match(path)) return 0
  try {
    return await downloadInto(deps, IMAGE_CACHE, path)
  } catch (error) {
    if (isQuotaError(error)) throw error
    return 0
  }
}

export async function deleteCached(deps: MediaDeps, cacheName: string, path: string): Promise<void> {
  const cache = await deps.caches.open(cacheName)
  await cache.delete(path)
}

/** By name, not instanceof: a DOMException from another realm (or jsdom) is not always an Error. */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'QuotaExceededError' || (typeof message === 'string' && /quota/i.test(message))
}

/** fetch rejects with a TypeError when the network is gone (or the connection dropped mid-body). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DownloadStatusError && error.status === 0)
}

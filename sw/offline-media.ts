// Pure rules of which requests the saved-offline caches may answer and how (sw/audio-cache.ts wires them
// into Workbox). The cache names and the stream path come from src/shared/wire.ts, which the page reads too.
import { AUDIO_CACHE, IMAGE_CACHE, TRACK_STREAM_PATH } from '../src/shared/wire'
import { rangeResponseFromBlob } from './range'

const IMAGE_PATH = /^\/storage\/.+\.(png|jpe?g|webp|gif|avif|svg)$/i

export type OfflineMediaKind = 'audio' | 'image'

/**
 * Which saved-media cache may answer a GET for this URL path, or null. Only the stream endpoint and
 * uploaded images qualify: API JSON stays with the persisted query cache, and /storage/track_media is
 * never public (audio always goes through the permission-checked stream URL).
 */
export function offlineMediaKind(method: string, pathname: string): OfflineMediaKind | null {
  if (method !== 'GET') return null
  if (TRACK_STREAM_PATH.test(pathname)) return 'audio'
  if (pathname.startsWith('/storage/track_media/')) return null
  if (IMAGE_PATH.test(pathname)) return 'image'
  return null
}

/** The cache key of a saved file: the path alone, so query strings or hosts never create duplicates. */
export function offlineCacheKey(pathname: string): string {
  return pathname
}

export interface SavedMediaDeps {
  /** The saved copy in the cache named, or undefined. */
  match: (cacheName: string, key: string) => Promise<Response | undefined>
  fetch: (request: Request) => Promise<Response>
}

/**
 * A saved file answers every Range itself (206/416) from the whole cached body: a cached Response
 * cannot be partially read by the browser, and media elements always send Range. The type is the one
 * the server gave when the file was saved. Anything not saved goes to the network and is NOT cached:
 * audio is large and plan-gated, and an implicit cache would fill the quota behind the listener's back.
 */
export async function answerSavedMedia(request: Request, deps: SavedMediaDeps): Promise<Response> {
  const url = new URL(request.url)
  const kind = offlineMediaKind(request.method, url.pathname)
  const cached = kind ? await deps.match(kind === 'audio' ? AUDIO_CACHE : IMAGE_CACHE, offlineCacheKey(url.pathname)) : undefined
  if (!cached) return deps.fetch(request)
  return rangeResponseFromBlob(await cached.blob(), request.headers.get('range'), cached.headers.get('content-type'))
}

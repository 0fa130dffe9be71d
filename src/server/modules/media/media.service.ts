import { forbidden, notFound } from '../../lib/http-errors'
import { isPublicHttpUrl } from '../../../shared/lib/public-address'
import { extensionOf } from './content-types'
import type { MediaRepo } from './media.repo'

export type TrackSource = { kind: 'local'; key: string; name: string } | { kind: 'remote'; url: string; name: string }

/** Audio keys live under track_media/; anything else in `src` is never streamed from storage. */
const LOCAL_PREFIX = /^\/?storage\/(track_media\/.+)$/

/** `src` -> where the bytes are: a storage key for local uploads, or a direct public http(s) URL. */
export function parseTrackSrc(src: string | null): { kind: 'local'; key: string } | { kind: 'remote'; url: string } | null {
  if (!src) return null
  const local = LOCAL_PREFIX.exec(src)
  if (local) return { kind: 'local', key: local[1]! }
  if (/^https?:\/\//i.test(src)) {
    try {
      const url = new URL(src)
      const own = LOCAL_PREFIX.exec(url.pathname)
      if (own) return { kind: 'local', key: decodeURIComponent(own[1]!) }
      // A stored src predating the contract's rule is never a redirect into the listener's own network.
      return isPublicHttpUrl(src) ? { kind: 'remote', url: url.toString() } : null
    } catch {
      return null
    }
  }
  return null
}

/** §4.12: ASCII-only track name + the original extension, safe inside a quoted header value. */
export function downloadFilename(name: string, key: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/["\\/:*?<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const ext = extensionOf(key)
  return `${ascii || 'track'}${ext ? `.${ext}` : ''}`
}

export interface MediaServiceDeps {
  repo: MediaRepo
  settings: { get<T = unknown>(key: string): Promise<T | undefined> }
  /** How long one process reuses a track's source (0 = never); an edited or deleted track is seen after it. */
  sourceTtlMs?: number
  now?: () => number
}

/** Bounds the source cache; past it the cache starts over rather than tracking recency. */
const MAX_CACHED_SOURCES = 10_000

export function makeMediaService({ repo, settings, sourceTtlMs = 0, now = Date.now }: MediaServiceDeps) {
  // A player fetches one track in many Range requests (seeking, buffering): looking its source up
  // in the database for each was most of a request's cost. Permissions are still checked per request.
  const sources = new Map<number, { at: number; value: TrackSource }>()

  async function loadSource(trackId: number): Promise<TrackSource> {
    const track = await repo.trackSource(trackId)
    if (!track) throw notFound()
    const src = parseTrackSrc(track.src)
    if (!src) throw notFound('This track has no playable source.')
    return { ...src, name: track.name }
  }

  return {
    async source(trackId: number): Promise<TrackSource> {
      if (sourceTtlMs <= 0) return loadSource(trackId)
      const hit = sources.get(trackId)
      if (hit && now() - hit.at < sourceTtlMs) return hit.value
      const value = await loadSource(trackId)
      if (sources.size >= MAX_CACHED_SOURCES) sources.clear()
      sources.set(trackId, { at: now(), value })
      return value
    },

    /** Downloads need the `player.enable_download` setting (default false) besides `music.download`. */
    async downloadSource(trackId: number): Promise<{ key: string; filename: string }> {
      if ((await settings.get('player.enable_download')) !== true) throw forbidden('Downloads are disabled.')
      const src = await this.source(trackId)
      if (src.kind !== 'local') throw notFound('This track can not be downloaded.')
      return { key: src.key, filename: downloadFilename(src.name, src.key) }
    },
  }
}

export type MediaService = ReturnType<typeof makeMediaService>

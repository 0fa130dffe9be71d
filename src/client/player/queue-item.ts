import { ref } from 'valtio'
import type { PlayerTrack, Provider, QueueItem } from './types'
import { imageUrl } from '../../shared/lib/image-url'
import { trackStreamPath } from '../../shared/wire'

const AUDIO_EXT = new Set(['mp3', 'm4a', 'wav', 'flac', 'aac', 'oga', 'ogg', 'opus', 'weba'])
const YOUTUBE = /(youtube\.com|youtu\.be)\//i

let counter = 0

export function extensionOf(src: string): string {
  const clean = src.split(/[?#]/)[0] ?? ''
  const dot = clean.lastIndexOf('.')
  return dot > clean.lastIndexOf('/') ? clean.slice(dot + 1).toLowerCase() : ''
}

/** A local upload streams through our Range endpoint; a remote URL is played directly. */
export function isLocalSrc(src: string): boolean {
  return src.startsWith('storage') || src.includes('storage/track_media')
}

/** music-catalog §4.1: the provider is guessed from the source. */
export function guessProvider(src: string): Provider {
  const ext = extensionOf(src)
  if (AUDIO_EXT.has(ext)) return 'htmlAudio'
  if (ext === 'm3u8') return 'hls'
  if (ext === 'mpd') return 'dash'
  if (YOUTUBE.test(src) || /^[\w-]{11}$/.test(src)) return 'youtube'
  return 'htmlVideo'
}

/**
 * A stored file streams through tracks/{id}/stream; a stored HLS/DASH package through
 * tracks/{id}/stream/{manifest name}, so its relative segment addresses resolve next to it.
 */
function localPlayPath(trackId: number, raw: string, provider: Provider): string {
  if (provider !== 'hls' && provider !== 'dash') return trackStreamPath(trackId)
  const name = (raw.split(/[?#]/)[0] ?? '').split('/').pop() ?? ''
  return `${trackStreamPath(trackId)}/${encodeURIComponent(name)}`
}

/** Builds a queue item; a track without a playable source gets an empty src and is skipped as failed. */
export function toQueueItem(track: PlayerTrack, groupId: string): QueueItem {
  const raw = track.src ?? ''
  const provider = raw ? guessProvider(raw) : 'htmlAudio'
  const src = !raw ? '' : isLocalSrc(raw) ? localPlayPath(track.id, raw, provider) : raw
  counter += 1
  // The track is usually a page's query data. valtio v2 proxies the objects put into a store in place
  // (nested artists and album included), which would change the page's data and make it uncloneable for
  // the persisted cache; the metadata never changes while queued, so the store keeps it by reference.
  return { key: `${track.id}-${counter}`, id: track.id, provider, src, meta: ref(track), groupId }
}

export function toQueueItems(tracks: readonly PlayerTrack[], groupId: string): QueueItem[] {
  return tracks.map((t) => toQueueItem(t, groupId))
}

export function trackImage(track: PlayerTrack): string | undefined {
  return imageUrl(track.image ?? track.album?.image)
}

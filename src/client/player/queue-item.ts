import { ref } from 'valtio'
import type { PlayerTrack, Provider, QueueItem } from './types'
import { imageUrl } from '../../shared/lib/image-url'
import { trackStreamPath } from '../../shared/wire'
import { RESOLVE_SRC, youtubeIntegrationOn } from './youtube-search'

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
 * Builds a queue item. A track without a playable source becomes a `youtube` item with src `resolve`
 * while the YouTube integration is on (§4.1, §4.13: youtube-provider.ts looks its video up); otherwise it
 * gets an empty src and is skipped as failed.
 */
export function toQueueItem(track: PlayerTrack, groupId: string): QueueItem {
  const raw = track.src ?? ''
  const resolve = !raw && youtubeIntegrationOn()
  const provider = resolve ? 'youtube' : raw ? guessProvider(raw) : 'htmlAudio'
  // Every provider plays (video, HLS, DASH and YouTube in the video engine); a stored HLS/DASH package's
  // parts stream under the same path (video-engine.ts).
  const src = resolve ? RESOLVE_SRC : !raw ? '' : isLocalSrc(raw) ? trackStreamPath(track.id) : raw
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

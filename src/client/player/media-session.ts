import { subscribe } from 'valtio'
import { setPlayingTitle } from '../lib/document-title'
import { commitSeek, currentItem, next, pause, play, playerState, previous, seek, stop } from './store'
import { trackImage } from './queue-item'
import type { QueueItem } from './types'

const SEEK_STEP = 10

/** "Track - Artist - SiteName" while playing (music-catalog §4.6); null: the page's own title shows. */
export function playingTitle(item: QueueItem | undefined, playing: boolean, siteName: string): string | null {
  if (!item || !playing) return null
  const artist = item.meta.artists?.[0]?.name
  return [item.meta.name, artist, siteName].filter(Boolean).join(' - ')
}

function artwork(item: QueueItem): MediaImage[] {
  const src = trackImage(item.meta)
  return src ? [{ src, sizes: '300x300' }] : []
}

/** Media Session metadata, handlers and position state, plus the document title. Returns a disposer. */
export function startMediaSession(siteName: () => string): () => void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined
  let lastKey: string | undefined

  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ['play', () => play()],
    ['pause', () => pause()],
    ['stop', () => stop()],
    ['previoustrack', () => previous()],
    ['nexttrack', () => void next()],
    ['seekbackward', (d) => seek(playerState.position - (d.seekOffset ?? SEEK_STEP))],
    ['seekforward', (d) => seek(playerState.position + (d.seekOffset ?? SEEK_STEP))],
    ['seekto', (d) => d.seekTime !== undefined && commitSeek(d.seekTime)],
  ]
  for (const [action, handler] of handlers) {
    try {
      session?.setActionHandler(action, handler)
    } catch {
      // Older browsers throw for actions they do not know.
    }
  }

  const sync = () => {
    const item = currentItem()
    if (session && item && item.key !== lastKey && typeof MediaMetadata !== 'undefined') {
      lastKey = item.key
      session.metadata = new MediaMetadata({
        title: item.meta.name,
        artist: item.meta.artists?.[0]?.name ?? '',
        album: item.meta.album?.name ?? '',
        artwork: artwork(item),
      })
    }
    if (session) session.playbackState = playerState.playing ? 'playing' : 'paused'
    const { duration, position } = playerState
    if (session?.setPositionState && duration > 0 && position <= duration) {
      session.setPositionState({ duration, position, playbackRate: 1 })
    }
    // Over the page's title while playing; on pause the current route's title (lib/document-title.ts) shows again.
    setPlayingTitle(playingTitle(item, playerState.playing, siteName()))
  }
  sync()
  const unsubscribe = subscribe(playerState, sync)
  return () => {
    unsubscribe()
    setPlayingTitle(null)
    for (const [action] of handlers) {
      try {
        session?.setActionHandler(action, null)
      } catch {
        // ignore
      }
    }
  }
}

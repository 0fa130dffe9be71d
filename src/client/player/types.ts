import type { TrackLoudness } from '../../shared/contracts/catalogue'
/** The slice of a track the player needs; any catalogue Track from the contracts satisfies it. */
export interface PlayerTrack {
  id: number
  name: string
  duration?: number | null
  image?: string | null
  src?: string | null
  artists?: readonly { readonly id: number; readonly name: string }[]
  album?: { id: number; name: string; image?: string | null } | null
  /** ReplayGain figures once the server measured the file (loudness-gain.ts). */
  loudness?: TrackLoudness
}

export type Provider = 'htmlAudio' | 'htmlVideo' | 'hls' | 'dash' | 'youtube'

/** music-catalog §4.1 queue item; `key` is ours, unique per entry so one track can be queued twice. */
export interface QueueItem {
  key: string
  id: number
  provider: Provider
  src: string
  meta: PlayerTrack
  groupId: string
  poster?: string
  initialTime?: number
  /** Put there by the listener (Play next, Add to queue): "Add to queue" goes after the run of these. */
  added?: boolean
}

export type RepeatMode = 'all' | 'one' | 'off'

export type EngineEvent =
  | { type: 'loaded'; duration: number }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'end' }
  | { type: 'timeupdate'; position: number; duration: number }
  | { type: 'error'; message: string }
  /**
   * The preloaded sound (`preload`, identified by its `key`) took over at the end of the current one
   * (gapless or crossfading, decision 0030): no `end` comes for the outgoing sound, and a `play` of the
   * new one follows.
   */
  | { type: 'advance'; key: string; duration: number }

/** What plays next, kept loaded by the engine so it can start at the current one's last sample. */
export interface NextSource {
  key: string
  src: string
  format?: string
  /** Its own volume (the listener's volume times its ReplayGain factor). */
  volume: number
  /** Seconds of crossfade, 0 for a plain gapless handover. */
  crossfade: number
}

/** Our own engine interface: the store never touches howler or a media element directly. */
export interface PlaybackEngine {
  /**
   * `provider` (music-catalog §4.1) picks what plays it; absent = htmlAudio. `track` is the queued track,
   * which a `youtube` item with src `resolve` is looked up by (§4.13).
   */
  load(src: string, format?: string, provider?: Provider, track?: PlayerTrack): void
  play(): void
  pause(): void
  stop(): void
  seek(seconds: number): void
  setVolume(volume: number): void
  setMuted(muted: boolean): void
  /** Keeps `next` loaded to start when the current sound ends; null drops it. Counts no play. */
  preload(next: NextSource | null): void
  on(listener: (event: EngineEvent) => void): () => void
}

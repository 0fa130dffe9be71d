// The listener's streaming quality (issue 26, decision 0024): a local preference of this device, like
// the volume (persist.ts), separate for Wi-Fi and cellular where the browser tells which one is in use
// (the Network Information API, Chromium on Android). The player and "Save offline" ask the server's
// stream URL for a transcode at that quality; without ffmpeg on the server (bootstrap
// `settings.player.transcoding` false) everything stays the original.
import { webStorage } from '../lib/web-storage'
import { readSetting } from '../stores/settings'
import type { TranscodeBitrate, TranscodeFormat } from '../../shared/contracts/streaming'
import { TRACK_STREAM_PATH } from '../../shared/wire'

export type StreamQuality = 'original' | 'high' | 'normal' | 'saver'
export type NetworkKind = 'wifi' | 'cellular'

/** The choices, in the order shown; labels go through `trans` where they are rendered. */
export const STREAM_QUALITIES: ReadonlyArray<{ value: StreamQuality; label: string }> = [
  { value: 'original', label: 'Original' },
  { value: 'high', label: 'High (256 kb/s)' },
  { value: 'normal', label: 'Normal (128 kb/s)' },
  { value: 'saver', label: 'Data saver (64 kb/s Opus)' },
]

const BITRATES: Record<Exclude<StreamQuality, 'original'>, TranscodeBitrate> = { high: 256, normal: 128, saver: 64 }
const KEYS: Record<NetworkKind, string> = { wifi: 'player.web-player.quality', cellular: 'player.web-player.quality-cellular' }
const isQuality = (v: unknown): v is StreamQuality => STREAM_QUALITIES.some((q) => q.value === v)

type Connection = { type?: string; addEventListener?: (type: 'change', fn: () => void) => void }
const connection = (): Connection | undefined => (typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: Connection }).connection)

/** Whether the browser says which network it is on: only then are Wi-Fi and cellular chosen apart. */
export function knowsNetworkKind(): boolean {
  return connection() !== undefined
}

export function currentNetwork(): NetworkKind {
  return connection()?.type === 'cellular' ? 'cellular' : 'wifi'
}

export function readQuality(network: NetworkKind, storage?: Storage): StreamQuality {
  try {
    const raw = (storage ?? webStorage('local'))?.getItem(KEYS[network])
    const value = raw == null ? undefined : (JSON.parse(raw) as unknown)
    return isQuality(value) ? value : 'original'
  } catch {
    return 'original'
  }
}

export function saveQuality(network: NetworkKind, quality: StreamQuality, storage?: Storage): void {
  try {
    (storage ?? webStorage('local'))?.setItem(KEYS[network], JSON.stringify(quality))
  } catch {
    // Quota or privacy mode: the choice lasts until the page closes.
  }
}

let opusCache: boolean | undefined
/** Opus in Ogg where the browser plays it (every current one but older Safari), else MP3. */
export function canPlayOpus(): boolean {
  if (opusCache === undefined) {
    try {
      opusCache = document.createElement('audio').canPlayType('audio/ogg; codecs=opus') !== ''
    } catch {
      opusCache = false
    }
  }
  return opusCache
}

export interface StreamChoice {
  format: TranscodeFormat
  bitrate: TranscodeBitrate
}

/** The transcode to ask for, or null for the original file. */
export function streamChoice(quality: StreamQuality, env: { transcoding: boolean; opus: boolean }): StreamChoice | null {
  if (quality === 'original' || !env.transcoding) return null
  return { format: env.opus ? 'opus' : 'mp3', bitrate: BITRATES[quality] }
}

export function withChoice(path: string, choice: StreamChoice | null): string {
  return choice ? `${path}?format=${choice.format}&bitrate=${choice.bitrate}` : path
}

/** The choice for this device and network now, from the saved preference and the server's flag. */
export function activeStreamChoice(storage?: Storage): StreamChoice | null {
  const transcoding = readSetting<unknown>('player.transcoding', false) === true
  return streamChoice(readQuality(currentNetwork(), storage), { transcoding, opus: transcoding && canPlayOpus() })
}

/**
 * What the player loads for a queue item's src: our stream path with the chosen quality (and the
 * format howler needs to pick a codec), anything else (remote files) as it is.
 */
export function playableSource(src: string, originalFormat: string | undefined, storage?: Storage): { src: string; format?: string } {
  if (!TRACK_STREAM_PATH.test(src)) return { src, format: originalFormat }
  const choice = activeStreamChoice(storage)
  return choice ? { src: withChoice(src, choice), format: choice.format } : { src, format: originalFormat }
}

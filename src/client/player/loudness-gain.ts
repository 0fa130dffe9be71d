// ReplayGain in the web player (issue 26, decision 0024). The gain is applied through the media element's
// volume, not a Web Audio GainNode: routing howler's html5 element through `createMediaElementSource`
// mutes remote sources without CORS, needs an AudioContext resumed by a gesture before any sound, and
// binds each pooled element to one context for good. Volume can only attenuate (it tops out at 1), so a
// track quieter than the -18 LUFS reference plays at the listener's volume; louder ones — most of them
// — come down to the reference, which is what keeps a mixed queue level.
import type { TrackLoudness } from '../../shared/contracts/catalogue'
import { webStorage } from '../lib/web-storage'

export type GainMode = 'off' | 'track' | 'album'
export const GAIN_MODES: ReadonlyArray<{ value: GainMode; label: string }> = [
  { value: 'off', label: 'Off' },
  { value: 'track', label: 'Track' },
  { value: 'album', label: 'Album' },
]
const KEY = 'player.web-player.replaygain'

export function readGainMode(storage?: Storage): GainMode {
  try {
    const value = JSON.parse((storage ?? webStorage('local'))?.getItem(KEY) ?? 'null') as unknown
    return GAIN_MODES.some((m) => m.value === value) ? (value as GainMode) : 'off'
  } catch {
    return 'off'
  }
}

export function saveGainMode(mode: GainMode, storage?: Storage): void {
  try {
    (storage ?? webStorage('local'))?.setItem(KEY, JSON.stringify(mode))
  } catch {
    // Best effort, like the other player preferences.
  }
}

/** The volume factor for a track: 1 when off or unmeasured; album mode falls back to the track gain. */
export function gainFactor(loudness: TrackLoudness | undefined, mode: GainMode): number {
  if (mode === 'off' || !loudness) return 1
  const db = mode === 'album' ? (loudness.album_gain ?? loudness.track_gain) : loudness.track_gain
  return Math.min(1, 10 ** (db / 20))
}

/** The engine volume (0..1) for the listener's volume (0..100) and the playing track's gain. */
export function effectiveVolume(volume: number, loudness: TrackLoudness | undefined, storage?: Storage): number {
  return (volume / 100) * gainFactor(loudness, readGainMode(storage))
}

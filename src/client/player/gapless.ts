// Gapless playback and crossfade (issue 26, decision 0030): when the next queue item starts. The engine
// (engine.ts) keeps the next item's sound preloaded and asks here, on every position tick and after every
// seek, how long until it must start; the rule is pure so the tests can drive it with fake timers.
import { webStorage } from '../lib/web-storage'

/**
 * How long before the outgoing track's last sample the next element is told to play: a media element's
 * `play()` on a buffered source takes a few milliseconds to produce sound, so starting it exactly at the
 * end would leave that much silence. Measured in Chromium (e2e/gapless.spec.ts, docs/benchmarks.md).
 */
export const START_LEAD_S = 0.01
/** Within this much of the handover a precise timer takes over from the 250 ms position tick. */
export const LOOKAHEAD_S = 1
/** A timer that would fire later than this before the handover fires early and checks the clock again. */
const RECHECK_MARGIN_S = 0.04
export const MAX_CROSSFADE_S = 12

/**
 * Seconds from now until the next track must start, or null while that is further off than the
 * lookahead (the tick asks again). With a crossfade the next one starts `crossfade` seconds before the
 * end (at most half the outgoing track, so a short track still plays on its own for a while).
 */
export function handoverIn(position: number, duration: number, crossfade: number): number | null {
  if (!(duration > 0) || !Number.isFinite(duration)) return null
  const fade = crossfadeFor(duration, crossfade)
  const at = fade > 0 ? duration - fade : duration - START_LEAD_S
  const wait = at - position
  if (wait > LOOKAHEAD_S) return null
  return Math.max(0, wait)
}

/** The crossfade actually used for an outgoing track of `duration` seconds. */
export function crossfadeFor(duration: number, crossfade: number): number {
  return Math.max(0, Math.min(crossfade, duration / 2))
}

/**
 * What the engine does with a wait from `handoverIn`: start now, or set a timer (in ms) after which it
 * starts (`final`) or looks at the clock again (timers fire late under load, so a long wait is split).
 */
export function planHandover(wait: number): { now: true } | { now: false; delayMs: number; final: boolean } {
  if (wait <= 0.004) return { now: true }
  if (wait <= RECHECK_MARGIN_S * 2) return { now: false, delayMs: wait * 1000, final: true }
  return { now: false, delayMs: (wait - RECHECK_MARGIN_S) * 1000, final: false }
}

const KEY = 'player.web-player.crossfade'

/** The listener's crossfade in whole seconds, 0 (off, the default) to 12. */
export function readCrossfade(storage?: Storage): number {
  try {
    const value = JSON.parse((storage ?? webStorage('local'))?.getItem(KEY) ?? '0') as unknown
    return typeof value === 'number' && Number.isFinite(value) ? Math.round(Math.min(MAX_CROSSFADE_S, Math.max(0, value))) : 0
  } catch {
    return 0
  }
}

export function saveCrossfade(seconds: number, storage?: Storage): void {
  try {
    (storage ?? webStorage('local'))?.setItem(KEY, JSON.stringify(Math.round(Math.min(MAX_CROSSFADE_S, Math.max(0, seconds)))))
  } catch {
    // Best effort, like the other player preferences.
  }
}

// Speed and time left of an upload, smoothed so the numbers do not jump with every progress event.

export interface SpeedSample {
  /** ms timestamp of the last sample. */
  at: number
  bytes: number
  /** bytes per second, smoothed. */
  speed: number
}

const SMOOTHING = 0.3
/** Samples closer than this are merged: progress events can arrive every few ms. */
const MIN_INTERVAL_MS = 250

/** Folds a new progress reading into the sample; returns the same sample when it is too soon to tell. */
export function nextSpeed(previous: SpeedSample, bytes: number, now: number): SpeedSample {
  const elapsed = now - previous.at
  if (elapsed < MIN_INTERVAL_MS) return previous
  const instant = Math.max(0, bytes - previous.bytes) / (elapsed / 1000)
  const speed = previous.speed > 0 ? previous.speed + SMOOTHING * (instant - previous.speed) : instant
  return { at: now, bytes, speed }
}

/** Seconds until done at the current speed; null while the speed is unknown. */
export function timeLeft(remainingBytes: number, speed: number): number | null {
  if (remainingBytes <= 0) return 0
  if (!(speed > 0)) return null
  return Math.ceil(remainingBytes / speed)
}

/** `1:05` / `12 s` style labels for the queue. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return ''
  if (seconds < 60) return `${seconds} s left`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${seconds % 60} s left`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`
}

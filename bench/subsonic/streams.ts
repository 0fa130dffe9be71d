// Reading audio streams for bench/subsonic: time to first byte, chunk arrival times, playback margin.

/** Reads a stream to its end, noting when each chunk arrived (ms from the request). */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const res = await fetch(url, { headers })
  if (!res.ok || !res.body) throw new Error(`GET ${url}: HTTP ${res.status}`)
  const arrivals: Array<{ at: number; bytes: number }> = []
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    arrivals.push({ at: performance.now() - started, bytes: value.byteLength })
  }
  if (arrivals.length === 0) throw new Error(`GET ${url}: empty answer`)
  const bytes = arrivals.reduce((sum, a) => sum + a.bytes, 0)
  return { ttfbMs: arrivals[0]!.at, totalMs: performance.now() - started, bytes, arrivals, contentType: res.headers.get('content-type') }
}

/** TTFB only: the body is cancelled after the first chunk (ffmpeg is killed, as when a listener skips). */
export async function firstByte(url: string): Promise<number> {
  const started = performance.now()
  const res = await fetch(url)
  if (!res.ok || !res.body) throw new Error(`GET ${url}: HTTP ${res.status}`)
  const reader = res.body.getReader()
  await reader.read()
  const ms = performance.now() - started
  await reader.cancel()
  return ms
}

/**
 * Smooth: a player starts once it holds PREBUFFER_S of audio (or the whole stream), then never runs out:
 * at every chunk's arrival, the audio received before it is at least the audio played since the start.
 * Bytes become seconds of audio at the stream's own average rate (its bytes over the song's length):
 * VBR Opus of a simple tune can average under its nominal bitrate/8. Answers the worst margin (s) and
 * the start delay (ms from the request).
 */
export const PREBUFFER_S = 0.5
/** A stream that takes longer than this to start playing does not count as smooth either. */
export const START_LIMIT_MS = 2000
export function streamMargin(arrivals: Array<{ at: number; bytes: number }>, bytesPerSecond: number): { marginS: number; startMs: number } {
  let received = 0
  let startMs: number | null = null
  let worst = Infinity
  for (const a of arrivals) {
    if (startMs !== null) worst = Math.min(worst, received / bytesPerSecond - (a.at - startMs) / 1000)
    received += a.bytes
    if (startMs === null && received / bytesPerSecond >= PREBUFFER_S) startMs = a.at
  }
  return { marginS: worst === Infinity ? 0 : worst, startMs: startMs ?? arrivals.at(-1)!.at }
}

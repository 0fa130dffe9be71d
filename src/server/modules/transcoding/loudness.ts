import { spawn } from 'node:child_process'
import type { TranscodeSource } from './open-transcode'

export interface Loudness {
  /** EBU R128 integrated loudness, LUFS. */
  lufs: number
  /** True peak, dBTP. */
  truePeak: number
}

/** ReplayGain 2.0 reference level: a track at -18 LUFS gets 0 dB. */
export const REPLAYGAIN_REFERENCE_LUFS = -18

export const trackGain = (lufs: number) => round2(REPLAYGAIN_REFERENCE_LUFS - lufs)

/**
 * An album's integrated loudness approximated from its tracks' (decision 0024): the energy average,
 * weighted by duration when known. Exact R128 would gate over the album's concatenated audio; for
 * tracks of similar dynamics the two agree within a few tenths of a LU.
 */
export function albumLoudness(tracks: ReadonlyArray<{ lufs: number; seconds?: number | null }>): number | null {
  if (tracks.length === 0) return null
  let energy = 0
  let weight = 0
  for (const t of tracks) {
    const w = t.seconds && t.seconds > 0 ? t.seconds : 1
    energy += w * 10 ** (t.lufs / 10)
    weight += w
  }
  return round2(10 * Math.log10(energy / weight))
}

const round2 = (n: number) => Math.round(n * 100) / 100

/**
 * Measures a file with ffmpeg's loudnorm filter (its first, analysing pass, print_format=json): one
 * decode of the whole track, no output written. Silence gives -inf, reported as null.
 */
export function analyseLoudness(ffmpegPath: string, source: TranscodeSource): Promise<Loudness | null> {
  const input = 'path' in source ? source.path : 'pipe:0'
  const child = spawn(ffmpegPath, ['-hide_banner', '-nostats', '-i', input, '-map', '0:a:0', '-af', 'loudnorm=print_format=json', '-f', 'null', '-'], {
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  if ('stream' in source) {
    child.stdin.on('error', () => {})
    source.stream.on('error', () => child.kill('SIGKILL'))
    source.stream.pipe(child.stdin)
  } else child.stdin.end()
  let err = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text: string) => {
    err += text
    // Only the JSON at the end matters; keep the tail so a long log cannot grow without bound.
    if (err.length > 64_000) err = err.slice(-16_000)
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg loudness analysis failed: ${err.trim().split('\n').slice(-1)[0] ?? code}`))
      const json = /\{[^{}]*"input_i"[^{}]*\}/.exec(err)?.[0]
      if (!json) return reject(new Error('ffmpeg printed no loudness figures'))
      const figures = JSON.parse(json) as { input_i: string; input_tp: string }
      const lufs = Number(figures.input_i)
      const truePeak = Number(figures.input_tp)
      resolve(Number.isFinite(lufs) && Number.isFinite(truePeak) ? { lufs: round2(lufs), truePeak: round2(truePeak) } : null)
    })
  })
}

import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Real audio for the transcoding tests, made by the system's ffmpeg in a few milliseconds: pink noise
 * (codecs cannot squeeze it below their target bitrate the way they squeeze a pure tone) or a sine at
 * a known level (the loudness tests).
 */
export function makeAudio(kind: { noise: number } | { sineDb: number }, seconds: number, opts: { rate?: number; channels?: number } = {}): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-audio-'))
  const file = path.join(dir, 'a.wav')
  const rate = opts.rate ?? 44_100
  const source =
    'noise' in kind
      ? `anoisesrc=d=${seconds}:c=pink:a=${kind.noise}:r=${rate}`
      : // A 1 kHz sine with this peak level in both channels: BS.1770 defines its loudness as that level in LUFS.
        (() => {
          const wave = `${10 ** (kind.sineDb / 20)}*sin(2*PI*1000*t)`
          return `aevalsrc=${wave}|${wave}:s=${rate}:d=${seconds}`
        })()
  const channels = 'noise' in kind ? ['-ac', String(opts.channels ?? 2)] : []
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', source, ...channels, file])
  const bytes = fs.readFileSync(file)
  fs.rmSync(dir, { recursive: true, force: true })
  return bytes
}

export interface Probe {
  streams: Array<{ codec_name: string; bit_rate?: string; sample_rate?: string }>
  format: { format_name: string; duration: string; bit_rate?: string }
}

/** ffprobe's reading of encoded bytes (codec, container, duration, bitrate). */
export function probe(bytes: Buffer): Probe {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-probe-'))
  const file = path.join(dir, 'in')
  fs.writeFileSync(file, bytes)
  try {
    const out = execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], { encoding: 'utf8' })
    return JSON.parse(out) as Probe
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** ffmpeg processes started by this test process (children), read from /proc. */
export function ffmpegChildren(): number[] {
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
      if (comm === 'ffmpeg' && ppid === process.pid && state !== 'Z') pids.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return pids
}

export async function until<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() > end) return value
    await new Promise((r) => setTimeout(r, 50))
  }
}

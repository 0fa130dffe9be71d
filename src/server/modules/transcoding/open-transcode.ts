import { spawn, type ChildProcessByStdio } from 'node:child_process'
import type { Readable, Writable } from 'node:stream'
import type { TranscodeFormat } from '../../../shared/contracts/streaming'

/** Where ffmpeg reads the original: a local file (seekable, so `-ss` jumps), or a stream (object storage). */
export type TranscodeSource = { path: string } | { stream: Readable }

export interface TranscodeOptions {
  source: TranscodeSource
  format: TranscodeFormat
  bitrateKbps: number
  /** Start this many seconds into the track (Subsonic `timeOffset`, a seek in a live transcode). */
  offsetSeconds?: number
}

export interface RunningTranscode {
  /** The encoded bytes as ffmpeg writes them: read it while it encodes. */
  output: Readable
  pid: number
  /** Resolves once ffmpeg exited: true when it finished the whole track. */
  finished: Promise<boolean>
  /** Ends ffmpeg at once (a listener left); `finished` then resolves false. */
  kill(): void
  /** ffmpeg's error output, for the log when it fails. */
  stderr(): string
}

const CODEC_ARGS: Record<TranscodeFormat, string[]> = {
  // Ogg Opus plays in every current browser; VBR at the target average keeps quality even per bit.
  opus: ['-c:a', 'libopus', '-vbr', 'on', '-f', 'ogg'],
  mp3: ['-c:a', 'libmp3lame', '-f', 'mp3'],
}

/** ffmpeg's arguments for one transcode (exported for the bench and the tests' reading of it). */
export function ffmpegArgs(opts: Omit<TranscodeOptions, 'source'> & { input: string }): string[] {
  const offset = opts.offsetSeconds && opts.offsetSeconds > 0 ? ['-ss', String(opts.offsetSeconds)] : []
  return [
    '-hide_banner', '-loglevel', 'error', '-nostats',
    ...offset,
    '-i', opts.input,
    // Audio only: cover art in ID3/FLAC pictures would become a video stream ffmpeg refuses to put in Ogg.
    '-map', '0:a:0', '-vn', '-sn', '-dn', '-map_metadata', '-1',
    '-b:a', `${opts.bitrateKbps}k`,
    ...CODEC_ARGS[opts.format],
    // Small pages so the first bytes leave within milliseconds of the start (time to first byte).
    '-flush_packets', '1',
    'pipe:1',
  ]
}

/**
 * Starts ffmpeg on one track and hands back its output while it encodes. The caller owns the process:
 * it must read `output` (or `kill`); the limit on processes running at once is the caller's (transcoder.ts).
 */
export function openTranscode(ffmpegPath: string, opts: TranscodeOptions): RunningTranscode {
  const fromStream = 'stream' in opts.source
  const args = ffmpegArgs({ ...opts, input: fromStream ? 'pipe:0' : (opts.source as { path: string }).path })
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn(ffmpegPath, args, {
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr.setEncoding('utf8')
  child.stderr.on('data', (text: string) => {
    if (errors.length < 4000) errors += text
  })
  if ('stream' in opts.source) {
    const input = opts.source.stream
    // ffmpeg closes its input early when it has read enough (an error, a kill): that is not our error.
    child.stdin.on('error', () => {})
    input.on('error', () => child.kill('SIGKILL'))
    input.pipe(child.stdin)
    child.once('exit', () => input.destroy())
  } else {
    child.stdin.end()
  }
  let killed = false
  const finished = new Promise<boolean>((resolve) => {
    child.once('error', () => resolve(false))
    child.once('close', (code) => resolve(code === 0 && !killed))
  })
  return {
    output: child.stdout,
    pid: child.pid ?? -1,
    finished,
    kill() {
      if (child.exitCode !== null || child.signalCode !== null) return
      killed = true
      child.kill('SIGKILL')
    },
    stderr: () => errors,
  }
}

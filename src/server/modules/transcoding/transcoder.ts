import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { TRANSCODE_CONTENT_TYPES, type TranscodeFormat } from '../../../shared/contracts/streaming'
import { findBinary } from './ffmpeg-binary'
import { openTranscode, type RunningTranscode, type TranscodeSource } from './open-transcode'
import { makeProcessLimiter } from './process-limiter'
import { makeTranscodeCache } from './transcode-cache'

export interface TranscoderOptions {
  /** FFMPEG_PATH: a path, or a name looked up on PATH. */
  ffmpeg: string
  /** DATA_DIR/transcodes. */
  cacheDir: string
  /** TRANSCODE_CACHE_MB in bytes. */
  cacheMaxBytes: number
  /** TRANSCODE_MAX_PROCESSES; unset = 2 per core. */
  maxProcesses?: number
  log: { info(msg: string): void; warn(msg: string): void }
}

export interface TranscodeRequest {
  /** Identifies the original for the cache: storage key plus its ETag, so a replaced file is a new entry. */
  sourceId: string
  /** Opened only when the cache misses. */
  openSource: () => Promise<TranscodeSource>
  format: TranscodeFormat
  bitrateKbps: number
  offsetSeconds?: number
  /** Aborts a wait for a process slot and kills ffmpeg (the listener left). */
  signal: AbortSignal
}

/** What `open` hands back: a cached file (served with Range), or a live encode to stream. */
export type TranscodeResult =
  | { kind: 'cached'; file: string; contentType: string }
  | { kind: 'live'; output: Readable; contentType: string; process: RunningTranscode }

const EXTENSIONS: Record<TranscodeFormat, string> = { opus: 'ogg', mp3: 'mp3' }

/**
 * Transcoding with the system's ffmpeg (decision 0024): a transcode is streamed while it encodes and,
 * when it ran from the start to the end, kept in the disk cache, from which later requests are served
 * with Range like any file. Shared by the web API's stream route and the Subsonic API.
 */
export function makeTranscoder(opts: TranscoderOptions) {
  const binary = findBinary(opts.ffmpeg)
  if (binary) opts.log.info(`transcoding: ffmpeg found at ${binary}; cache ${opts.cacheDir}, at most ${Math.round(opts.cacheMaxBytes / 1048576)} MB`)
  else opts.log.warn(`transcoding: ffmpeg not found (FFMPEG_PATH=${opts.ffmpeg}); install ffmpeg to stream Opus/MP3 at a chosen quality. Originals are served meanwhile.`)
  const limiter = makeProcessLimiter(opts.maxProcesses ?? 2 * Math.max(1, os.availableParallelism()))
  const cache = binary ? makeTranscodeCache(opts.cacheDir, opts.cacheMaxBytes) : null
  const running = new Set<RunningTranscode>()

  const entryName = (r: TranscodeRequest) =>
    `${createHash('sha1').update(`${r.sourceId}\n${r.format}\n${r.bitrateKbps}`).digest('hex')}.${EXTENSIONS[r.format]}`

  return {
    /** False when ffmpeg is missing: callers serve the original, the client keeps its original URLs. */
    available: binary !== null,
    ffmpegPath: binary,

    async open(r: TranscodeRequest): Promise<TranscodeResult> {
      if (!binary || !cache) throw new Error('transcoding is not available (no ffmpeg)')
      const contentType = TRANSCODE_CONTENT_TYPES[r.format]
      const name = entryName(r)
      // A transcode from an offset is a seek inside a live stream: never a cache entry, never from one.
      const fromStart = !r.offsetSeconds
      const cached = fromStart ? cache.hit(name) : null
      if (cached) return { kind: 'cached', file: cached, contentType }

      const release = await limiter.acquire(r.signal)
      let proc: RunningTranscode
      try {
        proc = openTranscode(binary, { source: await r.openSource(), format: r.format, bitrateKbps: r.bitrateKbps, offsetSeconds: r.offsetSeconds })
      } catch (error) {
        release()
        throw error
      }
      running.add(proc)
      const onAbort = () => proc.kill()
      r.signal.addEventListener('abort', onAbort, { once: true })
      if (r.signal.aborted) proc.kill()

      const temp = fromStart ? cache.tempFile(name) : null
      const file = temp ? fs.createWriteStream(temp) : null
      file?.on('error', () => {})
      // Copies each chunk to the cache file as the listener takes it (a 'data' listener would start the
      // flow before the reply is attached and lose the first bytes).
      const output = proc.output.pipe(
        new Transform({
          transform(chunk: Buffer, _enc, next) {
            file?.write(chunk)
            next(null, chunk)
          },
        }),
      )
      // Every byte went through the copy ('finish'), or the listener left first ('close' alone).
      const passedThrough = new Promise<boolean>((done) => {
        output.once('finish', () => done(true))
        output.once('close', () => done(false))
        output.once('error', () => done(false))
      })
      void proc.finished.then(async (complete) => {
        running.delete(proc)
        release()
        r.signal.removeEventListener('abort', onAbort)
        if (!complete) opts.log.warn(`transcoding: ffmpeg stopped before the end (${proc.stderr().trim().split('\n')[0] || 'killed'})`)
        if (!file || !temp) return
        const whole = complete && (await passedThrough)
        await new Promise<void>((done) => file.end(done))
        if (whole) await cache.commit(temp, name).catch(() => cache.discard(temp))
        else await cache.discard(temp)
      })
      return { kind: 'live', output, contentType, process: proc }
    },

    /** Process ids of the encodes running now (tests check a left listener's process is gone). */
    runningPids: () => [...running].map((p) => p.pid),
    stats: () => ({ processes: limiter.stats(), cache: cache?.stats() ?? null }),
  }
}

export type Transcoder = ReturnType<typeof makeTranscoder>

/** DATA_DIR/transcodes: the cache folder. */
export const transcodeCacheDir = (dataDir: string) => path.join(dataDir, 'transcodes')

import { TRANSCODE_BITRATES, TRANSCODE_FORMATS, type TranscodeFormat } from '../../../../../shared/contracts/streaming'
import { audioTypeOf, sendStored, sendTranscoded } from '../../../media/index'
import { SENT, type RestContext } from '../plugin'
import { requireCan, type HandlerDeps } from './context'

/** Audio may be gated by plan, so shared caches must not keep it (as the web stream). */
const AUDIO_CACHE = 'private, max-age=86400'

/** What a client asked the stream to be. */
export interface StreamRequest {
  format: string | null
  maxBitRate: number | null
  timeOffset: number | null
}

/** A transcode the server will make, or null for the original file. */
export interface StreamTarget {
  format: TranscodeFormat
  bitrateKbps: number
  offsetSeconds?: number
}

/**
 * Subsonic's `format` / `maxBitRate` / `timeOffset` mapped onto the transcoder (decision 0024):
 * - `format=raw`, or no format and no bit-rate cap: the original.
 * - `format=mp3|opus`: that codec at the largest of the web player's tiers (64/128/256 kb/s, so a
 *   Subsonic app and the web share cached transcodes) within `maxBitRate`, 128 when uncapped.
 * - no format but a cap under 320 kb/s (phones on cellular): MP3 within the cap. The original's own
 *   bit rate is not known without probing it, so a small original may be re-encoded at its own rate.
 * - `timeOffset` (the `transcodeOffset` extension) starts a transcode that many seconds in.
 * Formats the transcoder does not make (`aac`, `flac`…) fall back to MP3 within the cap.
 */
export function streamTarget(wanted: StreamRequest): StreamTarget | null {
  const format = wanted.format?.toLowerCase() ?? null
  if (format === 'raw') return null
  const cap = wanted.maxBitRate && wanted.maxBitRate > 0 ? wanted.maxBitRate : null
  if (!format && (cap === null || cap >= 320)) return null
  const codec: TranscodeFormat = (TRANSCODE_FORMATS as readonly string[]).includes(format ?? '') ? (format as TranscodeFormat) : 'mp3'
  const tiers = TRANSCODE_BITRATES.filter((b) => cap === null || b <= cap)
  const bitrateKbps = cap === null ? 128 : (tiers.at(-1) ?? TRANSCODE_BITRATES[0])
  const offset = wanted.timeOffset && wanted.timeOffset > 0 ? wanted.timeOffset : undefined
  return { format: codec, bitrateKbps, ...(offset ? { offsetSeconds: offset } : {}) }
}

/**
 * `stream`: the original file with Range support through the media module, or a transcode when the
 * client asks for one (streamTarget) and ffmpeg is there; without ffmpeg every request gets the
 * original, as the web stream does. A remote source is a redirect, as on the web.
 */
export async function openSubsonicStream(ctx: RestContext, { media, storage, transcoder }: Pick<HandlerDeps, 'media' | 'storage' | 'transcoder'>): Promise<typeof SENT> {
  requireCan(ctx, 'music.play')
  const id = ctx.params.id('id')
  const target = streamTarget({
    format: ctx.params.get('format') ?? null,
    maxBitRate: ctx.params.optionalInt('maxBitRate'),
    timeOffset: ctx.params.optionalInt('timeOffset'),
  })
  const src = await media.source(id)
  if (src.kind === 'remote') {
    ctx.reply.header('cache-control', 'no-store').redirect(src.url, 302)
    return SENT
  }
  if (target && transcoder.available) {
    await sendTranscoded(transcoder, storage, src.key, ctx.request, ctx.reply, { ...target, cacheControl: AUDIO_CACHE })
    return SENT
  }
  await sendStored(storage, src.key, ctx.request, ctx.reply, { contentType: audioTypeOf(src.key) ?? 'application/octet-stream', cacheControl: AUDIO_CACHE })
  return SENT
}

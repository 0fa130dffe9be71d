import { audioTypeOf, sendStored } from '../../../media/index'
import { SENT, type RestContext } from '../plugin'
import { requireCan, type HandlerDeps } from './context'

/** Audio may be gated by plan, so shared caches must not keep it (as the web stream). */
const AUDIO_CACHE = 'private, max-age=86400'

/** What a client asked the stream to be; read now, honoured once transcoding is wired in. */
export interface StreamRequest {
  format: string | null
  maxBitRate: number | null
  timeOffset: number | null
}

/**
 * `stream`: the single place transcoding plugs in (src/server/modules/transcoding). Today it serves the
 * original file with Range support through the media module (sendStored), and `format`, `maxBitRate` and
 * `timeOffset` are accepted and ignored; a remote source is a redirect, as on the web. When transcoding
 * lands: pick the target from `wanted`, serve the transcode, and add `transcodeOffset` to
 * OPEN_SUBSONIC_EXTENSIONS (system.ts).
 */
export async function openSubsonicStream(ctx: RestContext, { media, storage }: Pick<HandlerDeps, 'media' | 'storage'>): Promise<typeof SENT> {
  requireCan(ctx, 'music.play')
  const id = ctx.params.id('id')
  const wanted: StreamRequest = {
    format: ctx.params.get('format') ?? null,
    maxBitRate: ctx.params.optionalInt('maxBitRate'),
    timeOffset: ctx.params.optionalInt('timeOffset'),
  }
  void wanted
  const src = await media.source(id)
  if (src.kind === 'remote') {
    ctx.reply.header('cache-control', 'no-store').redirect(src.url, 302)
    return SENT
  }
  await sendStored(storage, src.key, ctx.request, ctx.reply, { contentType: audioTypeOf(src.key) ?? 'application/octet-stream', cacheControl: AUDIO_CACHE })
  return SENT
}

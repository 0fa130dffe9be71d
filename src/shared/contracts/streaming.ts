import { z } from 'zod'
import { IdParamsSchema } from './ids'

/** Formats the server transcodes to (ffmpeg: libopus in Ogg, libmp3lame). */
export const TRANSCODE_FORMATS = ['opus', 'mp3'] as const
export type TranscodeFormat = (typeof TRANSCODE_FORMATS)[number]

/** Bitrates offered by the player's quality setting (kb/s). */
export const TRANSCODE_BITRATES = [64, 128, 256] as const
export type TranscodeBitrate = (typeof TRANSCODE_BITRATES)[number]

/**
 * Query of GET tracks/{id}/stream (issue 26). No `format`: the original file, as uploaded. With `format`,
 * a transcode at `bitrate` (default 128) starting `timeOffset` seconds in; the original is served instead
 * when the server has no ffmpeg (bootstrap `settings.player.transcoding` is false then).
 */
export const StreamQuerySchema = z
  .object({
    format: z.enum(TRANSCODE_FORMATS).optional(),
    bitrate: z.coerce
      .number()
      .int()
      .refine((n): n is TranscodeBitrate => (TRANSCODE_BITRATES as readonly number[]).includes(n), { message: 'bitrate must be 64, 128 or 256' })
      .optional(),
    timeOffset: z.coerce.number().min(0).max(86_400).optional(),
  })
  .refine((q) => q.format !== undefined || (q.bitrate === undefined && q.timeOffset === undefined), {
    message: 'bitrate and timeOffset need a format',
    path: ['format'],
  })
export type StreamQuery = z.infer<typeof StreamQuerySchema>

/** Content-Type of a transcode in each format. */
export const TRANSCODE_CONTENT_TYPES: Record<TranscodeFormat, string> = {
  opus: 'audio/ogg; codecs=opus',
  mp3: 'audio/mpeg',
}

/** `GET tracks/{id}/stream/{file}`: one file of a stored HLS/DASH package, by its plain name. */
export const StreamPartParamsSchema = IdParamsSchema.extend({ file: z.string().min(1).max(200) })

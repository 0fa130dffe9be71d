/**
 * Transcoding with the system's ffmpeg (issue 26, decision 0024). Built once per app (app.ts, as
 * `deps.transcoder`); the web API's stream route and the Subsonic API answer with `sendTranscoded`.
 */
export { makeTranscoder, transcodeCacheDir, type Transcoder, type TranscodeRequest, type TranscodeResult } from './transcoder'
export { sendTranscoded, type SendTranscodedOptions } from './send-transcoded'
export { openTranscode, ffmpegArgs, type TranscodeOptions, type TranscodeSource, type RunningTranscode } from './open-transcode'
export { findBinary } from './ffmpeg-binary'

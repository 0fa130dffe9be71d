/**
 * Transcoding with the system's ffmpeg (issue 26, decision 0024). Built once per app (app.ts, as
 * `deps.transcoder`); the web API's stream route and the Subsonic API answer with media's `sendTranscoded`.
 * No imports from other modules: media and loudness build on this one.
 */
export { makeTranscoder, transcodeCacheDir, type Transcoder, type TranscodeRequest, type TranscodeResult } from './transcoder'
export { analyseLoudness, albumLoudness, trackGain, REPLAYGAIN_REFERENCE_LUFS, type Loudness } from './loudness'
export { openTranscode, ffmpegArgs, type TranscodeOptions, type TranscodeSource, type RunningTranscode } from './open-transcode'
export { findBinary } from './ffmpeg-binary'

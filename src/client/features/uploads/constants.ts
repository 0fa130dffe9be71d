// Numbers of music-product §9 and music-catalog §5; exact, not tuning knobs.
export const UPLOAD_CONCURRENCY = 3
export const UPLOAD_TIMEOUT_MS = 30_000
export const UPLOAD_TIMEOUT_MESSAGE = 'Upload timed out'
/** Resumable upload retries (music-product §8), in ms. */
export const TUS_RETRY_DELAYS = [0, 3000, 5000, 10_000, 20_000]
/** music-product §9: files of 4 MB or more go up in chunks of this size (also `uploads.chunk_size`'s default). */
export const DEFAULT_CHUNK_SIZE = 4 * 1024 * 1024
export const MB = 1024 * 1024
export const MULTIPART_THRESHOLD = 100 * MB
export const MULTIPART_MIN_PART_SIZE = 20 * MB
export const MULTIPART_FLOOR_PART_SIZE = 5 * MB
export const MULTIPART_MAX_PARTS = 10_000
export const MULTIPART_SIGN_BATCH = 10
export const MULTIPART_CONCURRENCY = 5
export const MULTIPART_CHUNK_RETRIES = 3
/** music-catalog §5: without `uploads.max_size` the client allows 50 MB of audio and video. */
export const FALLBACK_MAX_SIZE = 50 * MB
/** Music goes to `track_media` on the public disk (music-catalog §3.11). */
export const MUSIC_UPLOAD_TARGET = { diskPrefix: 'track_media', disk: 'public' } as const

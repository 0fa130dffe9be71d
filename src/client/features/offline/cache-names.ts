// Names shared with the service worker (sw/offline-media.ts; the client may not import sw/, so they are
// repeated here and tests/client/offline checks both agree).
export const AUDIO_CACHE = 'encore-audio-v1'
export const IMAGE_CACHE = 'encore-images-v1'

/** The stream URL path, which is also the audio cache key the service worker looks up. */
export const streamPath = (trackId: number) => `/api/v1/tracks/${trackId}/stream`

/** A same-origin path for a storage image value, or null for none or a remote image (not cacheable here). */
export function imagePath(value: string | null | undefined): string | null {
  if (!value) return null
  if (/^(https?:|data:)/.test(value)) return null
  const path = value.startsWith('/') ? value : `/${value}`
  return path.startsWith('/storage/') ? path.split(/[?#]/)[0]! : null
}

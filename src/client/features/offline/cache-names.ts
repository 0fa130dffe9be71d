// The cache names and the stream path (the audio cache's key) come from src/shared/wire.ts, which the
// service worker reads too.
export { AUDIO_CACHE, IMAGE_CACHE, trackStreamPath as streamPath } from '../../../shared/wire'

/** A same-origin path for a storage image value, or null for none or a remote image (not cacheable here). */
export function imagePath(value: string | null | undefined): string | null {
  if (!value) return null
  if (/^(https?:|data:)/.test(value)) return null
  const path = value.startsWith('/') ? value : `/${value}`
  return path.startsWith('/storage/') ? path.split(/[?#]/)[0]! : null
}

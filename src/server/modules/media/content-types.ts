/** Audio types we stream, by stored extension (Chromium cannot play AAC, but we still label it right). */
const AUDIO: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  webm: 'audio/webm',
}

/** Raster images only: SVG could carry script, so it is never served from public storage. */
const IMAGES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
}

export const extensionOf = (key: string) => /\.([A-Za-z0-9]{1,5})$/.exec(key)?.[1]?.toLowerCase() ?? ''
export const audioTypeOf = (key: string): string | null => AUDIO[extensionOf(key)] ?? null
export const imageTypeOf = (key: string): string | null => IMAGES[extensionOf(key)] ?? null

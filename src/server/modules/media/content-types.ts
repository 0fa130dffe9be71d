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
/** Video files and the parts of a stored HLS/DASH package (manifest, segments, subtitles). */
const VIDEO: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  vtt: 'text/vtt',
}

/** What a track's stored media (audio or video) is sent as. */
export const mediaTypeOf = (key: string): string | null => AUDIO[extensionOf(key)] ?? VIDEO[extensionOf(key)] ?? null
/** The files a stored HLS/DASH package may hold next to its manifest (tracks/{id}/stream/{file}). */
export const isStreamPart = (file: string): boolean =>
  /^[A-Za-z0-9][\w.-]{0,200}$/.test(file) && !file.includes('..') && extensionOf(file) in { ...AUDIO, ...VIDEO }
export const imageTypeOf = (key: string): string | null => IMAGES[extensionOf(key)] ?? null

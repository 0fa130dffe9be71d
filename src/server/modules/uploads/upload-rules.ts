import { UPLOAD_MESSAGES, type DiskPrefix } from '../../../shared/contracts/uploads'
import { HttpError } from '../../lib/http-errors'

/**
 * Pure upload rules: file names, size formatting, the allowed/blocked lists and which detected content
 * each disk prefix accepts. The type of a file always comes from its bytes (content-type.ts), never from
 * its name or the type the browser declared.
 */

/** What sniffing found, normalised: the extension and mime the entry gets. */
export interface DetectedType {
  ext: string
  mime: string
  kind: 'audio' | 'image'
}

const AUDIO: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  flac: 'audio/flac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
}
/** Raster images only: SVG could carry script and is never accepted. */
const IMAGES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }

/** Maps file-type's answer to a type we accept, or null for anything else (executables, text, video…). */
export function normaliseDetected(found: { ext: string; mime: string } | undefined): DetectedType | null {
  if (!found) return null
  if (AUDIO[found.ext]) return { ext: found.ext, mime: AUDIO[found.ext]!, kind: 'audio' }
  if (IMAGES[found.ext]) return { ext: found.ext, mime: IMAGES[found.ext]!, kind: 'image' }
  return null
}

/** `track_media` holds audio; every other prefix holds images. */
export const kindForPrefix = (prefix: DiskPrefix): DetectedType['kind'] => (prefix === 'track_media' ? 'audio' : 'image')

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/**
 * A display name safe to store and show, or null when it is unusable: control characters, path
 * separators or dot segments (`../`) are refused rather than silently rewritten.
 */
export function cleanFileName(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined) return null
  const name = raw.normalize('NFC').trim()
  if (!name || name.length > 255 || CONTROL.test(name) || /[/\\]/.test(name) || name === '.' || name === '..' || name.includes('..')) return null
  return name
}

/** A relative folder path from a folder upload: each segment must be a clean name. */
export function cleanRelativePath(raw: string | null | undefined): string | null | false {
  if (!raw) return null
  const parts = raw.split('/').filter((p) => p !== '')
  if (parts.some((p) => cleanFileName(p) === null)) return false
  return parts.join('/')
}

export const extensionOfName = (name: string): string => /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? ''

/** 52428800 -> "50 MB" (binary units, as the client shows them). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`
}

/** Setting values may be arrays or comma lists; entries are extensions (`mp3`, `.mp3`) or mime patterns (`audio/*`). */
export function parseTypeList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean)
}

function matches(pattern: string, ext: string, mime: string): boolean {
  if (!pattern.includes('/')) return pattern === ext
  if (pattern.endsWith('/*')) return mime.startsWith(pattern.slice(0, -1))
  return pattern === mime
}

/** True when the type passes `uploads.allowed_extensions` (empty = all) and `uploads.blocked_extensions`. */
export function typeAllowed(ext: string, mime: string, allowed: string[], blocked: string[]): boolean {
  const e = ext.toLowerCase()
  const m = mime.toLowerCase()
  if (blocked.some((p) => matches(p, e, m))) return false
  return allowed.length === 0 || allowed.some((p) => matches(p, e, m))
}

/** A positive byte count from a setting (number or numeric string), else null (= no limit). */
export function byteSetting(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null
}

/**
 * 413 with the spec's message naming the file (music-product §5), as a field error so forms show it
 * where the file was picked.
 */
export function fileTooLarge(name: string, maxSize: number): HttpError {
  const message = UPLOAD_MESSAGES.tooBig.replace(':file', name).replace(':size', formatBytes(maxSize))
  return new HttpError(413, message, { errors: { file: message } })
}

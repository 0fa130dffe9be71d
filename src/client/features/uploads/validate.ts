// Upload restrictions of music-product §5, checked before a file joins the queue (the server checks again).
import { UPLOAD_MESSAGES } from '../../../shared/contract-values'
import { trans } from '../../stores/session'
import { readSetting, settingEnabled } from '../../stores/settings'
import { DEFAULT_CHUNK_SIZE, FALLBACK_MAX_SIZE } from './constants'
import type { UploadSettings } from './rules'

export interface Restrictions {
  maxSize: number
  /** Mime patterns (`audio/*`) or extensions (`mp3`); empty = any type. */
  allowed: string[]
  blocked: string[]
}

function list(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).map((v) => v.trim()).filter(Boolean)
  if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean)
  return []
}

/** music-catalog §5: with no `uploads.max_size`, 50 MB of audio and video only. */
export function readRestrictions(settings?: Record<string, unknown>): Restrictions {
  const maxSize = Number(readSetting<unknown>('uploads.max_size', null, settings))
  const hasMax = Number.isFinite(maxSize) && maxSize > 0
  const allowed = list(readSetting('uploads.allowed_extensions', null, settings))
  return {
    maxSize: hasMax ? maxSize : FALLBACK_MAX_SIZE,
    allowed: allowed.length > 0 ? allowed : hasMax ? [] : ['audio/*', 'video/*'],
    blocked: list(readSetting('uploads.blocked_extensions', null, settings)),
  }
}

export function readUploadSettings(settings?: Record<string, unknown>): UploadSettings {
  const chunkSize = Number(readSetting<unknown>('uploads.chunk_size', DEFAULT_CHUNK_SIZE, settings))
  const driver = String(readSetting<unknown>('uploads.uploads_driver', '', settings) ?? '')
  const chunk = readSetting<unknown>('uploads.chunk', true, settings)
  return {
    chunk: ![false, 0, '0', 'false'].includes(chunk as never),
    chunkSize: Number.isFinite(chunkSize) && chunkSize > 0 ? chunkSize : DEFAULT_CHUNK_SIZE,
    // The server registers the direct-upload routes only for its S3 driver, and bootstrap-data names the
    // driver it runs (`uploads.uploads_driver`, from its config): anything but `s3` means tus/multipart.
    s3Direct: settingEnabled('uploads.s3_direct_upload', settings) && driver === 's3',
  }
}

function matches(pattern: string, mime: string, extension: string): boolean {
  const p = pattern.toLowerCase()
  if (p.includes('/')) {
    const regex = new RegExp(`^${p.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
    return regex.test(mime.toLowerCase())
  }
  return p.replace(/^\./, '') === extension.toLowerCase()
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

function formatSize(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`
}

/** The message of the first broken restriction, or null when the file may be uploaded. */
export function validateFile(file: { name: string; size: number; type: string }, restrictions: Restrictions): string | null {
  const extension = extensionOf(file.name)
  if (file.size > restrictions.maxSize) {
    return trans(UPLOAD_MESSAGES.tooBig, { file: file.name, size: formatSize(restrictions.maxSize) })
  }
  const allowed = restrictions.allowed.length === 0 || restrictions.allowed.some((p) => matches(p, file.type, extension))
  const blocked = restrictions.blocked.some((p) => matches(p, file.type, extension))
  if (!allowed || blocked) return trans(UPLOAD_MESSAGES.typeNotAllowed)
  return null
}

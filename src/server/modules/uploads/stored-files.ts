import { UPLOAD_MESSAGES } from '../../../shared/contract-values'
import { validationError } from '../../lib/http-errors'
import type { FileEntryRow } from './uploads.repo'

/** One body field that names a stored file (a track's `src`, an image). */
export interface StoredFileRef {
  /** The field as errors name it: `src`, `tracks.2.image`, `user.image`. */
  field: string
  value: string | null | undefined
  /** What the row holds before this write: sent back unchanged, it is not checked again. */
  current?: string | null
  /** Which entries fit: a track's audio, or an image. */
  kind: 'audio' | 'image'
}

const STORAGE_PATH = /^\/?storage\/(.*)$/
const KEY = /^[A-Za-z0-9_-]+\/[^/?#\\]+$/

/**
 * The storage key a value points at, read the way the stream and image routes read it (a relative
 * `storage/<key>`, or any http(s) URL whose path is `/storage/<key>`, decoded); null when the value is
 * not a stored file (empty, or a remote URL); false when it points into storage but at no possible key.
 */
export function storedKeyOf(value: string | null | undefined): string | null | false {
  if (!value) return null
  let key: string
  const relative = STORAGE_PATH.exec(value)
  if (relative) key = relative[1]!
  else if (/^https?:\/\//i.test(value)) {
    let path: string
    try {
      path = new URL(value).pathname
    } catch {
      return false
    }
    const own = STORAGE_PATH.exec(path)
    if (!own) return null
    try {
      key = decodeURIComponent(own[1]!)
    } catch {
      return false
    }
  } else return null
  return KEY.test(key) ? key : false
}

/**
 * Who may name which stored file: a value that points into storage must be a live file entry of the
 * right kind that the caller uploaded, or that was uploaded in a workspace they belong to; an admin
 * may name any. Otherwise anyone could publish another user's private upload as their own track.
 */
/** Who asks: the guard needs only this much of a viewer. */
export interface FileUser {
  userId: number | null
  isAdmin: boolean
}

/**
 * The two reads the rule needs. The uploads repo has them, and so does the catalogue-writes repo, whose
 * checks run inside its transaction (on the embedded database a read outside it would wait for it).
 */
export interface StoredFilesLookup {
  /** Live entries stored under these keys (`<disk_prefix>/<file_name>`). */
  fileEntriesForKeys(keys: string[]): Promise<Pick<FileEntryRow, 'diskPrefix' | 'fileName' | 'ownerId' | 'workspaceId' | 'type'>[]>
  workspaceIdsOf(userId: number): Promise<number[]>
}

/**
 * Who may name which stored file: a value that points into storage must be a live file entry of the
 * right kind that the caller uploaded, or that was uploaded in a workspace they belong to; an admin
 * may name any. Otherwise anyone could publish another user's private upload as their own track.
 * Throws one 422 naming every refused field.
 */
export async function assertStoredFilesUsable(lookup: StoredFilesLookup, viewer: FileUser, refs: StoredFileRef[]): Promise<void> {
  if (viewer.isAdmin) return
  const checks = refs.flatMap((ref) => {
    if (ref.current && ref.value === ref.current) return []
    const key = storedKeyOf(ref.value)
    if (key === null || (key !== false && ref.current && key === storedKeyOf(ref.current))) return []
    return [{ ref, key }]
  })
  if (checks.length === 0) return
  const entries = await lookup.fileEntriesForKeys(checks.flatMap((c) => (c.key === false ? [] : [c.key])))
  const userId = viewer.userId
  const shared = userId !== null && entries.some((e) => e.workspaceId !== null && e.ownerId !== userId)
  const workspaces = shared ? await lookup.workspaceIdsOf(userId) : []
  const errors: Record<string, string> = {}
  for (const { ref, key } of checks) {
    const entry = key === false ? undefined : entries.find((e) => `${e.diskPrefix}/${e.fileName}` === key)
    const mine = entry && userId !== null && (entry.ownerId === userId || (entry.workspaceId !== null && workspaces.includes(entry.workspaceId)))
    const fits = entry && (ref.kind === 'audio' ? entry.diskPrefix === 'track_media' : entry.type === 'image')
    if (!mine || !fits) errors[ref.field] = UPLOAD_MESSAGES.notOwnFile
  }
  if (Object.keys(errors).length > 0) throw validationError(errors)
}

/** The rule over one lookup, for services that check outside any transaction. */
export function makeStoredFilesGuard(lookup: StoredFilesLookup) {
  return {
    assertUsable: (viewer: FileUser, refs: StoredFileRef[]) => assertStoredFilesUsable(lookup, viewer, refs),
  }
}

export type StoredFilesGuard = ReturnType<typeof makeStoredFilesGuard>

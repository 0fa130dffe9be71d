// Resume records of resumable uploads (music-product §3: createdAt, fileKey, uploadId) in IndexedDB (db
// `encore-uploads`, beside the offline queue's `encore-mutations`), so a tus upload continues after a
// dropped connection, a reload or a closed browser. Implements tus-js-client's UrlStorage interface.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb'

export interface ResumeRecord {
  /** tus-js-client's urlStorageKey. */
  key: string
  /** The file's fingerprint (see fileKeyFor). */
  fileKey: string
  /** The tus upload URL; its last segment is the server's upload key. */
  uploadId: string
  createdAt: string
  name: string
  size: number
  mime: string
  lastModified: number
  relativePath: string
  /** Bytes the server confirmed, updated after each chunk (for the "unfinished uploads" list). */
  bytesUploaded: number
  metadata: Record<string, string>
}

/** tus-js-client's PreviousUpload. */
export interface StoredUpload {
  size: number | null
  metadata: Record<string, string>
  creationTime: string
  urlStorageKey: string
  uploadUrl: string | null
  parallelUploadUrls: string[] | null
}

interface UploadsSchema extends DBSchema {
  resume: { key: string; value: ResumeRecord; indexes: { fileKey: string } }
}

export const UPLOADS_DB = 'encore-uploads'
type UploadsDb = IDBPDatabase<UploadsSchema>
let opening: Promise<UploadsDb> | null = null

function openUploadsDb(): Promise<UploadsDb> {
  opening ??= openDB<UploadsSchema>(UPLOADS_DB, 1, {
    upgrade(db) {
      db.createObjectStore('resume', { keyPath: 'key' }).createIndex('fileKey', 'fileKey')
    },
    blocking() {
      void closeUploadsDb()
    },
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

/** Tests (and the blocking handler) close the connection; the next call reopens it. */
export async function closeUploadsDb(): Promise<void> {
  const db = await opening?.catch(() => null)
  db?.close()
  opening = null
}

const listeners = new Set<() => void>()

/** Calls `listener` after every change of the records (the "unfinished uploads" list follows them). */
export function onResumeRecordsChange(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

function changed(): void {
  for (const listener of listeners) listener()
}

interface FileLike {
  name: string
  size: number
  type: string
  lastModified: number
}

const SEPARATOR = '\u0000'

/**
 * Identifies a file across reloads: the browser gives no stable file identity, so name, size, type, last
 * change time and folder path stand in for it, scoped to the signed-in user.
 */
export function fileKeyFor(file: FileLike, relativePath: string, userId: number | null): string {
  return ['encore-tus', userId ?? 'guest', file.size, file.lastModified, file.type, relativePath, file.name].join(SEPARATOR)
}

function parseFileKey(fileKey: string): Pick<ResumeRecord, 'size' | 'lastModified' | 'mime' | 'relativePath' | 'name'> {
  const [, , size, lastModified, mime = '', relativePath = '', ...name] = fileKey.split(SEPARATOR)
  return { size: Number(size), lastModified: Number(lastModified), mime, relativePath, name: name.join(SEPARATOR) }
}

/** Whether a file the user picked is the one a record was made for. */
export function recordMatchesFile(record: ResumeRecord, file: FileLike): boolean {
  return record.name === file.name && record.size === file.size && record.lastModified === file.lastModified
}

function toStoredUpload(record: ResumeRecord): StoredUpload {
  return {
    size: record.size,
    metadata: record.metadata,
    creationTime: record.createdAt,
    urlStorageKey: record.key,
    uploadUrl: record.uploadId,
    parallelUploadUrls: null,
  }
}

/** Unfinished uploads, oldest first. */
export async function listResumeRecords(): Promise<ResumeRecord[]> {
  const db = await openUploadsDb()
  const records = await db.getAll('resume')
  return records.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}

/** Drops every record of a file (after its entry was created, or failed to be: music-product §8). */
export async function removeResumeRecords(fileKey: string): Promise<void> {
  const db = await openUploadsDb()
  const keys = await db.getAllKeysFromIndex('resume', 'fileKey', fileKey)
  const tx = db.transaction('resume', 'readwrite')
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done])
  changed()
}

export async function noteResumeProgress(fileKey: string, bytesUploaded: number): Promise<void> {
  const db = await openUploadsDb()
  const tx = db.transaction('resume', 'readwrite')
  const records = await tx.store.index('fileKey').getAll(fileKey)
  await Promise.all([...records.map((record) => tx.store.put({ ...record, bytesUploaded })), tx.done])
  changed()
}

let keyCounter = 0

/** tus-js-client's UrlStorage over IndexedDB. */
export const resumeUrlStorage = {
  async findAllUploads(): Promise<StoredUpload[]> {
    return (await listResumeRecords()).map(toStoredUpload)
  },
  async findUploadsByFingerprint(fingerprint: string): Promise<StoredUpload[]> {
    const db = await openUploadsDb()
    return (await db.getAllFromIndex('resume', 'fileKey', fingerprint)).map(toStoredUpload)
  },
  async removeUpload(urlStorageKey: string): Promise<void> {
    const db = await openUploadsDb()
    await db.delete('resume', urlStorageKey)
    changed()
  },
  async addUpload(fingerprint: string, upload: StoredUpload): Promise<string> {
    const db = await openUploadsDb()
    const key = `${fingerprint}${SEPARATOR}${Date.now()}-${keyCounter++}`
    await db.put('resume', {
      ...parseFileKey(fingerprint),
      key,
      fileKey: fingerprint,
      uploadId: upload.uploadUrl ?? '',
      createdAt: upload.creationTime,
      bytesUploaded: 0,
      metadata: upload.metadata,
    })
    changed()
    return key
  },
}

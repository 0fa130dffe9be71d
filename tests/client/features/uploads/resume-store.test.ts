// Resume records of resumable uploads in IndexedDB (fake-indexeddb here): tus-js-client's UrlStorage
// contract, the spec's record fields, survival across a re-open (a reload), progress notes and removal.
import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  closeUploadsDb, fileKeyFor, listResumeRecords, noteResumeProgress, recordMatchesFile, removeResumeRecords,
  resumeUrlStorage, UPLOADS_DB,
} from '../../../../src/client/features/uploads/resume-store'

async function deleteDb(): Promise<void> {
  await closeUploadsDb()
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(UPLOADS_DB)
    request.onsuccess = () => resolve()
    request.onerror = () => reject(request.error)
  })
}

const file = { name: 'Song, with: odd/chars.wav', size: 31_457_280, type: 'audio/wav', lastModified: 1_700_000_000_000 }
const stored = (url: string) => ({
  size: file.size,
  metadata: { name: file.name, diskPrefix: 'track_media' },
  creationTime: '2026-11-25T10:00:00.000Z',
  urlStorageKey: '',
  uploadUrl: url,
  parallelUploadUrls: null,
})

beforeEach(deleteDb)
afterEach(closeUploadsDb)

describe('resume records', () => {
  it('stores createdAt, fileKey and uploadId, and finds them by fingerprint after a re-open', async () => {
    const fileKey = fileKeyFor(file, 'Album/01.wav', 7)
    const key = await resumeUrlStorage.addUpload(fileKey, stored('/api/v1/tus/upload/abc123'))

    await closeUploadsDb() // what a reload does to the connection
    const [record] = await listResumeRecords()
    expect(record).toMatchObject({
      key,
      fileKey,
      uploadId: '/api/v1/tus/upload/abc123',
      createdAt: '2026-11-25T10:00:00.000Z',
      name: file.name,
      size: file.size,
      mime: 'audio/wav',
      lastModified: file.lastModified,
      relativePath: 'Album/01.wav',
      bytesUploaded: 0,
    })
    const found = await resumeUrlStorage.findUploadsByFingerprint(fileKey)
    expect(found).toEqual([{ ...stored('/api/v1/tus/upload/abc123'), urlStorageKey: key }])
    expect(await resumeUrlStorage.findUploadsByFingerprint(fileKeyFor(file, '', 7))).toEqual([])
  })

  it('keys files by user, size, change time, type and path', () => {
    expect(fileKeyFor(file, '', 7)).not.toBe(fileKeyFor(file, '', 8))
    expect(fileKeyFor(file, '', 7)).not.toBe(fileKeyFor({ ...file, lastModified: 1 }, '', 7))
    expect(fileKeyFor(file, '', 7)).toBe(fileKeyFor({ ...file }, '', 7))
  })

  it('notes progress and removes every record of a file', async () => {
    const fileKey = fileKeyFor(file, '', 1)
    const other = fileKeyFor({ ...file, name: 'other.wav' }, '', 1)
    await resumeUrlStorage.addUpload(fileKey, stored('/u/1'))
    await resumeUrlStorage.addUpload(fileKey, stored('/u/2'))
    await resumeUrlStorage.addUpload(other, stored('/u/3'))
    await noteResumeProgress(fileKey, 5_242_880)
    expect((await listResumeRecords()).filter((r) => r.fileKey === fileKey).map((r) => r.bytesUploaded)).toEqual([5_242_880, 5_242_880])

    await removeResumeRecords(fileKey)
    expect((await listResumeRecords()).map((r) => r.uploadId)).toEqual(['/u/3'])
    expect(await resumeUrlStorage.findAllUploads()).toHaveLength(1)
  })

  it('removes one record by its storage key (tus-js-client after a 404 on resume)', async () => {
    const key = await resumeUrlStorage.addUpload(fileKeyFor(file, '', 1), stored('/u/1'))
    await resumeUrlStorage.removeUpload(key)
    expect(await listResumeRecords()).toEqual([])
  })

  it('matches a re-selected file by name, size and change time', async () => {
    await resumeUrlStorage.addUpload(fileKeyFor(file, '', 1), stored('/u/1'))
    const [record] = await listResumeRecords()
    expect(recordMatchesFile(record!, file)).toBe(true)
    expect(recordMatchesFile(record!, { ...file, size: file.size - 1 })).toBe(false)
    expect(recordMatchesFile(record!, { ...file, lastModified: 5 })).toBe(false)
  })
})

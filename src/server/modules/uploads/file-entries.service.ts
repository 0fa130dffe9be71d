import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'
import { UPLOAD_LIMIT_DEFAULTS } from '../../../shared/contract-values'
import { UPLOAD_MESSAGES, type DeleteFileEntriesInput, type DiskPrefix, type FileEntry, type UploadMetadata } from '../../../shared/contracts/uploads'
import { forbidden, unauthorized, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import { MAX_IMAGE_BYTES, decodedImage } from '../media/index'
import type { Viewer } from '../permissions/index'
import {
  byteSetting,
  fileTooLarge,
  cleanFileName,
  cleanRelativePath,
  extensionOfName,
  formatBytes,
  kindForPrefix,
  normaliseDetected,
  parseTypeList,
  typeAllowed,
  type DetectedType,
} from './upload-rules'
import type { FileEntryRow, UploadsRepo } from './uploads.repo'
import { decodeCursorOf, pageWindow, toPagination } from '../../lib/pagination/index'

/**
 * How long a finished upload may wait for its track before the scheduled clean-up removes it (issue 28:
 * uploads never pile up). Long enough for an artist to come back to a draft from another device.
 */
export const UNUSED_UPLOAD_GRACE_DAYS = 30
const PURGE_BATCH = 200

/** Staged bytes wait under this prefix (never served) until they are checked and become an entry. */
export const STAGING_PREFIX = 'uploads_tmp'
/** file-type needs the first few KB; 64 KiB also covers an ID3 tag before an MP3's first frame. */
const SNIFF_BYTES = 64 * 1024

export interface FileEntriesDeps {
  repo: UploadsRepo
  storage: Storage
  settings: { get<T = unknown>(key: string): Promise<T | undefined> }
  clock: () => Date
  /** Told about every stored image (its key), e.g. to queue its resized copies; failures only log. */
  onImageStored?: (key: string) => Promise<void>
}

export function serializeFileEntry(row: FileEntryRow): FileEntry {
  return {
    id: row.id,
    name: row.name,
    file_name: row.fileName,
    file_size: row.fileSize,
    mime: row.mime,
    extension: row.extension,
    type: row.type,
    disk_prefix: row.diskPrefix,
    url: `storage/${row.diskPrefix}/${row.fileName}`,
    created_at: row.createdAt.toISOString(),
    workspace_id: row.workspaceId,
  }
}

async function readHead(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer)
    length += (chunk as Buffer).length
    if (length >= max) break
  }
  stream.destroy()
  return Buffer.concat(chunks).subarray(0, max)
}

/**
 * File entries: the rules every upload path shares (who may upload what, names, sizes, quotas, the type
 * found in the content) and the step that turns staged bytes into an entry. Exported for the import CLI.
 */
export function makeFileEntriesService({ repo, storage, settings, clock, onImageStored }: FileEntriesDeps) {
  /** The upload rules in force; an unset or cleared size limit is the shipped default, never "none". */
  async function limits() {
    const [maxSize, allowed, blocked, space] = await Promise.all([
      settings.get('uploads.max_size'),
      settings.get('uploads.allowed_extensions'),
      settings.get('uploads.blocked_extensions'),
      settings.get('uploads.available_space'),
    ])
    return {
      maxSize: byteSetting(maxSize) ?? UPLOAD_LIMIT_DEFAULTS.maxSize,
      allowed: parseTypeList(allowed),
      blocked: parseTypeList(blocked),
      space: byteSetting(space) ?? UPLOAD_LIMIT_DEFAULTS.availableSpace,
    }
  }

  /** Largest file this prefix takes: images are also held to what the image pipeline decodes. */
  const maxSizeFor = (maxSize: number, prefix: DiskPrefix | null) => (prefix !== null && kindForPrefix(prefix) === 'image' ? Math.min(maxSize, MAX_IMAGE_BYTES) : maxSize)

  /**
   * What one upload may still take before a byte of it is read: the largest file (`uploads.max_size`)
   * and the viewer's space left (`uploads.available_space` minus their stored bytes; null for an admin,
   * whose uploads are the site's own).
   */
  async function capsFor(viewer: Viewer, prefix: DiskPrefix | null = null): Promise<{ maxSize: number; space: number; spaceLeft: number | null }> {
    const rules = await limits()
    const spaceLeft = viewer.isAdmin || viewer.userId === null ? null : Math.max(0, rules.space - (await repo.usedSpace(viewer.userId)))
    return { maxSize: maxSizeFor(rules.maxSize, prefix), space: rules.space, spaceLeft }
  }

  function assertPrefixPermission(viewer: Viewer, prefix: DiskPrefix) {
    if (viewer.userId === null) throw unauthorized()
    const ok = prefix === 'track_media' ? viewer.can('music.create') : ['music.create', 'music.update', 'files.create', 'uploads.create'].some((p) => viewer.can(p))
    if (!ok) throw forbidden()
  }

  /**
   * Checks an upload before any byte is kept: permission for the disk prefix, a usable name, size
   * against `uploads.max_size` (413) and the space left of `uploads.available_space`, the declared type
   * against the allowed and blocked lists (checked again on the content later), and the `music.create`
   * minutes quota. Returns the cleaned display name.
   */
  async function checkUpload(viewer: Viewer, meta: UploadMetadata, size: number, fallbackName?: string | null): Promise<string> {
    assertPrefixPermission(viewer, meta.diskPrefix)
    const raw = meta.name ?? meta.clientName ?? fallbackName ?? null
    const name = cleanFileName(raw)
    if (!name || cleanRelativePath(meta.relativePath) === false) throw validationError({ file: UPLOAD_MESSAGES.badName })
    const rules = await limits()
    const caps = await capsFor(viewer, meta.diskPrefix)
    if (size > caps.maxSize) throw fileTooLarge(name, caps.maxSize)
    const declaredExt = (meta.clientExtension ?? extensionOfName(name)).toLowerCase()
    const declaredMime = (meta.clientMime ?? '').toLowerCase()
    if (rules.blocked.length && typeAllowed(declaredExt, declaredMime, [], rules.blocked) === false) {
      throw validationError({ file: UPLOAD_MESSAGES.typeNotAllowed })
    }
    if (caps.spaceLeft !== null && size > caps.spaceLeft) {
      throw validationError({ file: UPLOAD_MESSAGES.noSpace.replace(':space', formatBytes(caps.space)) })
    }
    if (meta.diskPrefix === 'track_media') {
      const minutes = Math.floor((await repo.uploadedTrackMs(viewer.userId!)) / 60000)
      if (viewer.check('music.create', { restriction: 'minutes', count: minutes }).overQuota) throw forbidden(UPLOAD_MESSAGES.minutesUsed)
    }
    return name
  }

  /**
   * The type in the bytes, if it is one this prefix accepts and the allowed/blocked lists pass. An image
   * prefix keeps only a file that decodes completely as an image (a valid signature is not enough).
   */
  async function detect(key: string, prefix: DiskPrefix, size: number): Promise<DetectedType> {
    const head = await readHead(await storage.read(key, { start: 0, end: SNIFF_BYTES - 1 }), SNIFF_BYTES)
    // file-type (the signatures of ~150 formats) loads with the first upload, not with the server.
    const { fileTypeFromBuffer } = await import('file-type')
    const found = normaliseDetected(await fileTypeFromBuffer(head))
    const wanted = kindForPrefix(prefix)
    if (wanted === 'image') {
      const whole = size <= SNIFF_BYTES ? head : await readHead(await storage.read(key), size)
      if (found?.kind !== 'image' || !(await decodedImage(whole))) throw validationError({ file: UPLOAD_MESSAGES.notImage })
    }
    const rules = await limits()
    if (!found || found.kind !== wanted || !typeAllowed(found.ext, found.mime, rules.allowed, rules.blocked)) {
      throw validationError({ file: UPLOAD_MESSAGES.typeNotAllowed })
    }
    return found
  }

  return {
    checkUpload,
    capsFor,

    /** `uploads.max_size` in force (the tus endpoint advertises it as `Tus-Max-Size`). */
    async maxUploadSize(): Promise<number> {
      return (await limits()).maxSize
    },
    assertPrefixPermission,

    /**
     * Staged bytes -> a file entry owned by the viewer: checks everything again on the real size and
     * content, moves the object to `<diskPrefix>/<uuid>.<ext>` and inserts the row. On any refusal the
     * staged object is deleted, so nothing is kept.
     */
    async createFromStaged(viewer: Viewer, stagedKey: string, meta: UploadMetadata, fallbackName?: string | null, workspaceId: number | null = null): Promise<FileEntry> {
      let finalKey: string | null = null
      try {
        const stat = await storage.stat(stagedKey)
        if (!stat) throw validationError({ file: 'The upload could not be found.' })
        const name = await checkUpload(viewer, meta, stat.size, fallbackName)
        if (stat.size === 0) throw validationError({ file: UPLOAD_MESSAGES.typeNotAllowed })
        const type = await detect(stagedKey, meta.diskPrefix, stat.size)
        const fileName = `${randomUUID()}.${type.ext}`
        finalKey = `${meta.diskPrefix}/${fileName}`
        await storage.move(stagedKey, finalKey)
        const row = await repo.insertEntry({
          name,
          fileName,
          fileSize: stat.size,
          mime: type.mime,
          extension: type.ext,
          type: type.kind,
          diskPrefix: meta.diskPrefix,
          parentId: null,
          public: meta.diskPrefix !== 'track_media',
          ownerId: viewer.userId,
          workspaceId,
        })
        if (type.kind === 'image' && onImageStored) await onImageStored(finalKey).catch(() => {})
        return serializeFileEntry(row)
      } catch (error) {
        await storage.delete(stagedKey).catch(() => {})
        if (finalKey) await storage.delete(finalKey).catch(() => {})
        throw error
      }
    },

    /** Stores a stream (a multipart part) under a staging key and makes it an entry. */
    async createFromStream(viewer: Viewer, body: Readable, meta: UploadMetadata, fallbackName?: string | null): Promise<FileEntry> {
      const stagedKey = `${STAGING_PREFIX}/${randomUUID()}`
      await storage.put(stagedKey, body)
      return this.createFromStaged(viewer, stagedKey, meta, fallbackName)
    },

    /**
     * `GET file-entries`, workspace-scoped: with an active workspace (request.workspaceId, membership
     * already checked) its entries, whoever uploaded them; otherwise the caller's own default-workspace ones.
     */
    async list(viewer: Viewer, workspaceId: number | null, q: { page?: number; perPage?: number }) {
      if (viewer.userId === null) throw unauthorized()
      const w = pageWindow(q, 30)
      const rows = await repo.entriesIn(workspaceId === null ? { ownerId: viewer.userId } : { workspaceId }, w.offset, w.limit)
      return toPagination(rows.map(serializeFileEntry), w)
    },

    /**
     * `GET uploads/unused`: the viewer's own finished audio/video uploads no track uses yet, whatever
     * browser or workspace they were uploaded from (an upload is its uploader's until it is published).
     */
    async listUnused(viewer: Viewer, q: { page?: number; perPage?: number; cursor?: string }) {
      if (viewer.userId === null) throw unauthorized()
      const w = pageWindow(q, 30)
      const rows = await repo.unusedMediaOf(viewer.userId, w.offset, w.limit, decodeCursorOf(q.cursor, ['number']))
      return toPagination(rows.map(serializeFileEntry), w, undefined, (e) => [e.id])
    },

    /**
     * The scheduled clean-up: removes, entry and bytes, every audio/video upload no track has used in
     * UNUSED_UPLOAD_GRACE_DAYS since it was uploaded. Returns how many went.
     */
    async purgeUnused(): Promise<number> {
      const before = new Date(clock().getTime() - UNUSED_UPLOAD_GRACE_DAYS * 24 * 60 * 60 * 1000)
      let removed = 0
      for (;;) {
        const rows = await repo.unusedMediaBefore(before, PURGE_BATCH)
        if (rows.length === 0) return removed
        await repo.deleteEntries(rows.map((r) => r.id))
        for (const row of rows) await storage.delete(`${row.diskPrefix}/${row.fileName}`).catch(() => {})
        removed += rows.length
        if (rows.length < PURGE_BATCH) return removed
      }
    },

    /** A live entry the viewer owns (or any entry for an admin), else null. */
    async ownedEntry(viewer: Viewer, id: number): Promise<FileEntryRow | null> {
      const row = await repo.findEntry(id)
      if (!row) return null
      return row.ownerId === viewer.userId || viewer.isAdmin ? row : null
    },

    /** Soft-deletes (or with `deleteForever` removes, bytes included) the viewer's own entries; others' are left alone. */
    async deleteEntries(viewer: Viewer, input: DeleteFileEntriesInput): Promise<number[]> {
      if (viewer.userId === null) throw unauthorized()
      const rows = await repo.ownedEntries(viewer.userId, input.entryIds, input.paths)
      const ids = rows.map((r) => r.id)
      if (!input.deleteForever) {
        await repo.softDelete(
          rows.filter((r) => !r.deletedAt).map((r) => r.id),
          clock(),
        )
        return ids
      }
      await repo.deleteEntries(ids)
      for (const row of rows) await storage.delete(`${row.diskPrefix}/${row.fileName}`).catch(() => {})
      return ids
    },
  }
}

export type FileEntriesService = ReturnType<typeof makeFileEntriesService>

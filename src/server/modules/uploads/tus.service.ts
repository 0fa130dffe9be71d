import fs from 'node:fs/promises'
import path from 'node:path'
import type { IncomingMessage } from 'node:http'
import { FileStore } from '@tus/file-store'
import { MemoryLocker, Server, type DataStore, type Locker, type Upload } from '@tus/server'
import type pg from 'pg'
import { UploadMetadataSchema, type FileEntry, type UploadMetadata } from '../../../shared/contracts/uploads'
import { HttpError, forbidden, notFound, validationError } from '../../lib/http-errors'
import type { Storage } from '../../lib/storage'
import type { S3StorageConfig } from '../../lib/storage/s3'
import type { Viewer } from '../permissions/index'
import { STAGING_PREFIX, type FileEntriesService } from './file-entries.service'
import { PgAdvisoryLocker } from './tus-locker'

/** Mount point of the tus endpoint (music-catalog §3.11 `tus/upload` under /api/v1). */
export const TUS_PATH = '/api/v1/tus/upload'
/** Unfinished uploads older than this are removed by the periodic cleanup. */
export const TUS_EXPIRY_MS = 24 * 60 * 60 * 1000

export interface TusDeps {
  storage: Storage
  files: FileEntriesService
  /** Set when the storage driver is S3: the tus S3 store writes into the same bucket. */
  s3Config: S3StorageConfig | null
  /** A node-postgres pool when the database is a PostgreSQL server: locks then hold across processes. */
  pgPool: pg.Pool | null
  expiryMs?: number
}

/** tus metadata values are strings; empty and "null" mean absent. */
export function parseTusMetadata(raw: Upload['metadata']): UploadMetadata {
  const clean: Record<string, string | null> = {}
  for (const [k, v] of Object.entries(raw ?? {})) clean[k] = v === '' || v === 'null' || v === 'undefined' ? null : (v ?? null)
  const parsed = UploadMetadataSchema.safeParse(clean)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'metadata'] = issue.message
    throw validationError(errors)
  }
  return parsed.data
}

/** tus hooks must throw `{status_code, body}`; our errors become the API's JSON `{message, errors?}`. */
function asTusError(error: unknown): { status_code: number; body: string } {
  if (error instanceof HttpError) {
    return { status_code: error.statusCode, body: JSON.stringify({ message: error.message, ...(error.extra.errors ? { errors: error.extra.errors } : {}) }) }
  }
  throw error
}

/**
 * The tus server (resumable uploads) over the configured storage: a file store in the local staging
 * folder, or the S3 store in the bucket (tus-s3-store.ts, loaded with the AWS SDK only then). The viewer
 * of each request is handed over by the route through `viewers`, keyed by the raw request the hooks see again.
 */
export async function makeTusService({ storage, files, s3Config, pgPool, expiryMs = TUS_EXPIRY_MS }: TusDeps) {
  const viewers = new WeakMap<IncomingMessage, Viewer>()
  const datastore: DataStore = s3Config
    ? (await import('./tus-s3-store')).makeTusS3Store(storage, s3Config, expiryMs)
    : new FileStore({ directory: path.dirname(storage.localPath!(`${STAGING_PREFIX}/probe`)), expirationPeriodInMilliseconds: expiryMs })
  // The S3 store keeps an upload as object `<id>` (+ `<id>.info`); the file store as `<dir>/<id>` (+ `.json`).
  const stagedKey = (id: string) => (s3Config ? id : `${STAGING_PREFIX}/${id}`)
  const infoKey = (id: string) => (s3Config ? `${id}.info` : `${STAGING_PREFIX}/${id}.json`)
  const locker: Locker = pgPool ? new PgAdvisoryLocker(pgPool) : new MemoryLocker()

  const viewerOf = (req: Request): Viewer | undefined => {
    const node = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req
    return node ? viewers.get(node) : undefined
  }

  async function ownedUpload(viewer: Viewer, id: string): Promise<Upload> {
    let upload: Upload
    try {
      upload = await datastore.getUpload(id)
    } catch {
      throw notFound('This upload could not be found.')
    }
    if (upload.metadata?.ownerId !== String(viewer.userId)) throw forbidden('This upload belongs to another user.')
    return upload
  }

  const server = new Server({
    path: TUS_PATH,
    datastore,
    locker,
    relativeLocation: true,
    // Advertised by OPTIONS (`Tus-Max-Size`) and bounding PATCH bodies. At creation tus' own check (a
    // bare "Maximum size exceeded", before any permission check) is left out: onUploadCreate refuses
    // with the spec's message naming the file, after checking who asks.
    maxSize: async (req) => (req.method === 'POST' ? 0 : files.maxUploadSize()),
    // Same-origin only: the web client is served by this server, so no CORS headers are sent at all.
    allowedOrigins: () => false,
    // Only ids this server generated (32 hex) are addressed: nothing else ever reaches the store.
    getFileIdFromRequest: (req) => {
      const last = new URL(req.url).pathname.split('/').pop() ?? ''
      return /^[a-f0-9]{32}$/.test(last) ? last : undefined
    },
    async onUploadCreate(req, upload) {
      try {
        const viewer = viewerOf(req)
        if (!viewer?.userId) throw forbidden()
        if (upload.size === undefined) throw validationError({ file: 'The upload size must be known when it starts.' })
        const meta = parseTusMetadata(upload.metadata)
        await files.checkUpload(viewer, meta, upload.size, upload.metadata?.clientName ?? null)
        return { metadata: { ...upload.metadata, ownerId: String(viewer.userId) } }
      } catch (error) {
        throw asTusError(error)
      }
    },
    async onIncomingRequest(req, id) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return
      try {
        const viewer = viewerOf(req)
        if (!viewer?.userId) throw forbidden()
        await ownedUpload(viewer, id)
      } catch (error) {
        throw asTusError(error)
      }
    },
  })

  return {
    server,
    viewers,

    /**
     * `POST tus/entries {uploadKey}`: a finished upload of the viewer's becomes a file entry. Unknown
     * key 404, another user's 403 (their upload is left alone), unfinished 422 (it can still be resumed).
     */
    async createEntry(viewer: Viewer, uploadKey: string, workspaceId: number | null = null): Promise<FileEntry> {
      if (!/^[a-f0-9]{32}$/.test(uploadKey)) throw notFound('This upload could not be found.')
      const upload = await ownedUpload(viewer, uploadKey)
      if (upload.size === undefined || upload.offset !== upload.size) throw validationError({ uploadKey: 'This upload is not finished yet.' })
      try {
        return await files.createFromStaged(viewer, stagedKey(uploadKey), parseTusMetadata(upload.metadata), upload.metadata?.clientName ?? null, workspaceId)
      } finally {
        // Made into an entry or refused: either way the upload is over and its record goes.
        await storage.delete(infoKey(uploadKey)).catch(() => {})
        await storage.delete(stagedKey(uploadKey)).catch(() => {})
      }
    },

    /**
     * Removes tus uploads past their expiry, and on local disk also staged multipart bodies a crashed
     * request left behind (no tus record beside them); returns how many. In a bucket, stale direct
     * uploads under `uploads_tmp/` are left to a lifecycle rule (README).
     */
    async cleanUpExpired(): Promise<number> {
      let removed = await server.cleanUpExpiredUploads()
      if (s3Config) return removed
      const dir = path.dirname(storage.localPath!(`${STAGING_PREFIX}/probe`))
      const names = await fs.readdir(dir).catch(() => [] as string[])
      const now = Date.now()
      for (const name of names) {
        if (name.endsWith('.json') || names.includes(`${name}.json`)) continue
        const stat = await fs.stat(path.join(dir, name)).catch(() => null)
        if (stat?.isFile() && now - stat.mtimeMs > expiryMs) {
          await fs.rm(path.join(dir, name), { force: true })
          removed++
        }
      }
      return removed
    },
  }
}

export type TusService = Awaited<ReturnType<typeof makeTusService>>

import type { FastifyPluginAsync } from 'fastify'
import pg from 'pg'
import { s3ConfigFromEnv } from '../../lib/storage/from-env'
import { isLiveS3Storage } from '../../lib/storage/live-s3'
import { makeImageResizer } from '../media/index'
import type { ModuleDeps } from '../../deps'
import { makeFileEntriesService } from './file-entries.service'
import { makeMetadataService } from './metadata.service'
import { s3DirectRoutes } from './s3-direct.routes'
import type { TusService } from './tus.service'
import { tusRoutes } from './tus.routes'
import { makeUploadsRepo } from './uploads.repo'
import { makeStoredFilesGuard } from './stored-files'
import type { Db } from '../../db/client'
import { uploadsRoutes } from './uploads.routes'

export { makeFileEntriesService, serializeFileEntry, STAGING_PREFIX, type FileEntriesService } from './file-entries.service'
export { makeMetadataService, readAudioMetadata, type MetadataService } from './metadata.service'
export { makeUploadsRepo, type UploadsRepo } from './uploads.repo'
export {
  assertStoredFilesUsable,
  makeStoredFilesGuard,
  storedKeyOf,
  type FileUser,
  type StoredFileRef,
  type StoredFilesGuard,
  type StoredFilesLookup,
} from './stored-files'

/** The guard over stored-file fields (stored-files.ts) on this database, for modules that save such fields. */
export const storedFilesGuardFor = (db: Db) => makeStoredFilesGuard(makeUploadsRepo(db))

/** How often abandoned (unfinished, expired) tus uploads are swept. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
const CLEANUP_JOB = 'uploads.cleanup'
const UNUSED_CLEANUP_JOB = 'uploads.unused-cleanup'
const DAY_MS = 24 * 60 * 60 * 1000
const IMAGE_RESIZE_JOB = 'images.resize'

/**
 * Uploads under /api/v1: multipart file entries, tus resumable uploads, direct S3 uploads (when the
 * S3 driver and `uploads.s3_direct_upload` are on), deletion and track metadata extraction.
 */
export const uploadsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const { settings } = deps
  const repo = makeUploadsRepo(deps.db)
  // Resized copies of a new image are made in the background (retried), not by its first viewer.
  const resizer = makeImageResizer(deps.storage)
  deps.jobs.define<{ key: string }>(IMAGE_RESIZE_JOB, ({ key }) => resizer.prepareAll(key), { attempts: 3, concurrency: 1 })
  const files = makeFileEntriesService({
    repo,
    storage: deps.storage,
    settings,
    clock: deps.clock,
    onImageStored: (key) => deps.jobs.enqueue(IMAGE_RESIZE_JOB, { key }, { jobId: `resize-${key}` }),
  })
  const metadata = makeMetadataService({ repo, storage: deps.storage, files, settings })
  const s3Config = isLiveS3Storage(deps.storage) ? deps.storage.config : deps.storage.s3 ? s3ConfigFromEnv(deps.env) : null
  if (deps.storage.s3 && !s3Config) throw new Error('S3 storage needs STORAGE_DRIVER=s3 and the S3_* settings for uploads')
  // PGlite is one process by design; a PostgreSQL server may be shared by several, so locks go there.
  const client = (deps.db as unknown as { $client?: unknown }).$client
  const pgPool = client instanceof pg.Pool ? client : null
  // The tus server (@tus/server and its store, ~5 MB resident) loads with the first resumable upload or
  // cleanup run; a server nobody uploads to never holds it. Its S3 store starts from the bucket in use
  // then (the admin may have changed it since start) and follows later changes itself.
  let tusService: Promise<TusService> | null = null
  const tus = () =>
    (tusService ??= import('./tus.service').then((m) =>
      m.makeTusService({ storage: deps.storage, files, s3Config: isLiveS3Storage(deps.storage) ? deps.storage.config : s3Config, pgPool }),
    ))

  await app.register(uploadsRoutes, { files, metadata, tus, storage: deps.storage })
  await app.register(tusRoutes, { tus })
  if (deps.storage.s3) {
    // With the S3 driver only: the presigner and the AWS SDK load with it.
    const { makeS3DirectService } = await import('./s3-direct.service')
    await app.register(s3DirectRoutes, { service: makeS3DirectService({ storage: deps.storage, files, settings }) })
  }

  // Every process asks each hour; the job id (one per hour) makes it run once across all of them, and
  // the admin's schedule log records each run.
  deps.logs.registerTask({ name: 'uploads:cleanup', description: 'Removes expired unfinished resumable uploads.', frequency: `every ${CLEANUP_INTERVAL_MS / 60_000} minutes` })
  deps.jobs.define(CLEANUP_JOB, () => deps.logs.runTask('uploads:cleanup', async () => void (await (await tus()).cleanUpExpired())), { attempts: 3 })
  const enqueueCleanup = () =>
    deps.jobs
      .enqueue(CLEANUP_JOB, {}, { jobId: `uploads-cleanup-${Math.floor(deps.clock().getTime() / CLEANUP_INTERVAL_MS)}` })
      .catch((err: unknown) => app.log.warn({ err }, 'could not queue the tus cleanup'))
  // Finished uploads no track used within the grace period: once a day (one job id per day), like above.
  deps.logs.registerTask({
    name: 'uploads:unused-cleanup',
    // A plain string, so the admin's schedule page can translate it; 30 = UNUSED_UPLOAD_GRACE_DAYS.
    description: 'Removes audio uploads that no track has used within 30 days of their upload.',
    frequency: 'daily',
  })
  deps.jobs.define(UNUSED_CLEANUP_JOB, () => deps.logs.runTask('uploads:unused-cleanup', async () => `Removed ${await files.purgeUnused()} unused uploads.`), { attempts: 3 })
  const enqueueUnusedCleanup = () =>
    deps.jobs
      .enqueue(UNUSED_CLEANUP_JOB, {}, { jobId: `uploads-unused-cleanup-${Math.floor(deps.clock().getTime() / DAY_MS)}` })
      .catch((err: unknown) => app.log.warn({ err }, 'could not queue the unused uploads clean-up'))
  const timer = setInterval(() => {
    void enqueueCleanup()
    void enqueueUnusedCleanup()
  }, CLEANUP_INTERVAL_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

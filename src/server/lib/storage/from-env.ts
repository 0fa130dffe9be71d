import path from 'node:path'
import type { Env } from '../../config/env'
import { makeLocalStorage, type Storage } from '../storage'
import { makeLiveS3Storage } from './live-s3'
import type { S3StorageConfig } from './s3'

/** The S3 settings of the environment, or null when the local disk driver is configured. */
export function s3ConfigFromEnv(env: Env): S3StorageConfig | null {
  if (env.STORAGE_DRIVER !== 's3' || !env.S3_BUCKET) return null
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
  }
}

/**
 * STORAGE_DRIVER picks the driver: local disk under DATA_DIR/storage (default) or an S3 bucket. The
 * S3 one follows the admin's storage settings while running (live-s3.ts; app.ts applies them). The AWS
 * SDK (about 3 MB of code) is loaded only for the S3 driver.
 */
export async function makeStorageFromEnv(env: Env): Promise<Storage> {
  const s3 = s3ConfigFromEnv(env)
  if (!s3) return makeLocalStorage(path.join(env.DATA_DIR, 'storage'))
  const { makeS3Storage } = await import('./s3')
  return makeLiveS3Storage(s3, (config) => makeS3Storage(config))
}

/** Origins browsers PUT to when uploading straight to the bucket (for the page's CSP `connect-src`). */
export function directUploadOrigins(env: Env): string[] {
  const s3 = s3ConfigFromEnv(env)
  return s3 ? bucketOrigins(s3) : []
}

/** The same for a given S3 configuration (the admin's storage settings change it while running). */
export function bucketOrigins(s3: S3StorageConfig): string[] {
  if (s3.endpoint) return [new URL(s3.endpoint).origin]
  return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://s3.${s3.region}.amazonaws.com`]
}

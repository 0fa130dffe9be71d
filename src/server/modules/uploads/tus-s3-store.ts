import { S3 } from '@aws-sdk/client-s3'
import { S3Store } from '@tus/s3-store'
import type { Storage } from '../../lib/storage'
import { isLiveS3Storage } from '../../lib/storage/live-s3'
import { s3ClientConfig, type S3StorageConfig } from '../../lib/storage/s3'

/**
 * The tus data store in the bucket, for the S3 storage driver. Its own file so that the AWS SDK and
 * @tus/s3-store load only with that driver (tus.service.ts imports it then).
 */
export function makeTusS3Store(storage: Storage, s3Config: S3StorageConfig, expiryMs: number): S3Store {
  const datastore = new S3Store({ partSize: 8 * 1024 * 1024, expirationPeriodInMilliseconds: expiryMs, s3ClientConfig: { ...s3ClientConfig(s3Config), bucket: s3Config.bucket } })
  // The admin's storage settings change the bucket while running: the S3 store's client and bucket
  // (protected fields of @tus/s3-store) follow, so new and resumed uploads land where files now go.
  if (isLiveS3Storage(storage)) {
    storage.onReconfigure((next) => Object.assign(datastore as unknown as { client: S3; bucket: string }, { client: new S3(s3ClientConfig(next)), bucket: next.bucket }))
  }
  return datastore
}

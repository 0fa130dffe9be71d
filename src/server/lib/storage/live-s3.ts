import { isDeepStrictEqual } from 'node:util'
import type { Storage } from '../storage'
import type { S3StorageConfig } from './s3'

/**
 * The S3 driver behind one long-lived object, so the bucket, endpoint, region and keys an admin saves
 * take effect without a restart: every module keeps its `storage` and each call goes to the driver
 * built from the current settings. Streams already open finish on the driver they started on.
 */
export interface LiveS3Storage extends Storage {
  readonly s3: NonNullable<Storage['s3']>
  /** The configuration of the environment (S3_*), which the admin settings override key by key. */
  readonly baseConfig: S3StorageConfig
  readonly config: S3StorageConfig
  /** Switches to `config`; false (and nothing rebuilt) when it is the one in use. */
  reconfigure(config: S3StorageConfig): boolean
  /** Called after each switch, for users holding their own client (the tus S3 store). */
  onReconfigure(listener: (config: S3StorageConfig) => void): void
}

/** `makeDriver` is s3.ts's makeS3Storage, handed in so that importing this file does not load the AWS SDK. */
export function makeLiveS3Storage(baseConfig: S3StorageConfig, makeDriver: (config: S3StorageConfig) => Storage): LiveS3Storage {
  let config = baseConfig
  let current = makeDriver(config)
  const listeners = new Set<(config: S3StorageConfig) => void>()
  return {
    baseConfig,
    get config() {
      return config
    },
    get s3() {
      return current.s3!
    },
    put: (key, body) => current.put(key, body),
    stat: (key) => current.stat(key),
    read: (key, range) => current.read(key, range),
    delete: (key) => current.delete(key),
    exists: (key) => current.exists(key),
    move: (from, to) => current.move(from, to),
    reconfigure(next) {
      if (isDeepStrictEqual(next, config)) return false
      config = next
      current = makeDriver(next)
      for (const listener of listeners) listener(next)
      return true
    },
    onReconfigure(listener) {
      listeners.add(listener)
    },
  }
}

export function isLiveS3Storage(storage: Storage): storage is LiveS3Storage {
  return typeof (storage as Partial<LiveS3Storage>).reconfigure === 'function'
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The environment's S3 configuration with the admin's `storage.s3.*` server settings on top (an empty
 * setting keeps the environment's value). Keys and secret go together: one without the other is ignored.
 */
export function s3ConfigWithSettings(base: S3StorageConfig, server: Record<string, unknown>): S3StorageConfig {
  const key = text(server['storage.s3.key'])
  const secret = text(server['storage.s3.secret'])
  const endpoint = text(server['storage.s3.endpoint'])
  return {
    ...base,
    bucket: text(server['storage.s3.bucket']) || base.bucket,
    region: text(server['storage.s3.region']) || base.region,
    ...(endpoint ? { endpoint } : {}),
    ...(key && secret ? { accessKeyId: key, secretAccessKey: secret } : {}),
  }
}

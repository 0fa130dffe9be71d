import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../../src/server/config/env'
import { assertClusterConfig, ClusterConfigError, clusterProblems } from '../../../src/server/lib/cluster/config-check'
import { registerProcess } from '../../../src/server/lib/cluster/registry'
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../../helpers/redis'

const clusterSafe = {
  DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/encore',
  REDIS_URL: TEST_REDIS_URL,
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'encore-media',
}

describe('cluster configuration', () => {
  it('accepts PostgreSQL, Redis and S3 (or a declared shared directory)', () => {
    expect(clusterProblems(loadEnv(clusterSafe))).toEqual([])
    expect(clusterProblems(loadEnv({ ...clusterSafe, STORAGE_DRIVER: 'local', STORAGE_SHARED: '1' }))).toEqual([])
  })

  it('refuses CLUSTER=1 on the embedded database or the unshared local disk, naming the settings', () => {
    const env = loadEnv({ CLUSTER: '1' })
    expect(() => assertClusterConfig(env)).toThrow(ClusterConfigError)
    const message = (() => {
      try {
        assertClusterConfig(env)
        return ''
      } catch (error) {
        return (error as Error).message
      }
    })()
    expect(message).toMatch(/DATABASE_URL/)
    expect(message).toMatch(/REDIS_URL/)
    expect(message).toMatch(/STORAGE_DRIVER=s3, or STORAGE_SHARED=1/)
    expect(() => assertClusterConfig(loadEnv(clusterSafe))).not.toThrow()
  })

  it('refuses JOB_WORKERS=0 without Redis, where jobs would never run', () => {
    expect(() => loadEnv({ JOB_WORKERS: '0' })).toThrow(/JOB_WORKERS/)
  })

  it('refuses a single-process configuration that finds another process registered on its Redis', async () => {
    const prefix = uniqueRedisPrefix('cluster')
    const first = await registerProcess(loadEnv({ ...clusterSafe, REDIS_PREFIX: prefix }), 'web')
    try {
      const single = loadEnv({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix })
      await expect(registerProcess(single, 'web')).rejects.toThrow(/shares this Redis[\s\S]*DATABASE_URL/)
      const second = await registerProcess(loadEnv({ ...clusterSafe, REDIS_PREFIX: prefix }), 'worker')
      await second?.close()
    } finally {
      await first?.close()
    }
  })
})

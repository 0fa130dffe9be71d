import type { Env } from '../../config/env'

/**
 * What stops this configuration from running as one of several processes, each line naming the setting
 * to change. Empty when the process may join a cluster.
 */
export function clusterProblems(env: Pick<Env, 'DATABASE_URL' | 'REDIS_URL' | 'STORAGE_DRIVER' | 'STORAGE_SHARED'>): string[] {
  const problems: string[] = []
  if (!env.DATABASE_URL) {
    problems.push('DATABASE_URL: the embedded database (PGlite) serves one process only; set DATABASE_URL to a PostgreSQL server')
  }
  if (!env.REDIS_URL) {
    problems.push('REDIS_URL: processes share jobs, rate limits and cache invalidation through Redis; set REDIS_URL')
  }
  if (env.STORAGE_DRIVER === 'local' && !env.STORAGE_SHARED) {
    problems.push(
      'STORAGE_DRIVER: the local disk driver keeps files on this machine only; set STORAGE_DRIVER=s3, or STORAGE_SHARED=1 when DATA_DIR/storage is one directory every process mounts',
    )
  }
  return problems
}

export class ClusterConfigError extends Error {
  constructor(reason: string, problems: string[]) {
    super(`${reason}\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee docs/deploy.md.`)
    this.name = 'ClusterConfigError'
  }
}

/** Refuses at start a process that says it is part of a cluster (CLUSTER=1) but is configured for one. */
export function assertClusterConfig(env: Parameters<typeof clusterProblems>[0] & Pick<Env, 'CLUSTER'>): void {
  if (!env.CLUSTER) return
  const problems = clusterProblems(env)
  if (problems.length > 0) throw new ClusterConfigError('CLUSTER=1, but this configuration can only run as a single process:', problems)
}

import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeJobLogRepo } from './job-log.repo'
import { jobLogRoutes } from './job-log.routes'
import { makeJobLogService } from './job-log.service'

export { makeJobLogRepo, type FailedJobRecord } from './job-log.repo'
export { makeJobLogService, type JobLogService } from './job-log.service'

/** The dead-letter list (GET, retry, DELETE logs/jobs/failed) for the admin logs; failures are recorded by the composition root's job queue. */
export const jobLogModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(jobLogRoutes, { service: makeJobLogService({ repo: makeJobLogRepo(deps.db), jobs: deps.jobs }) })
}

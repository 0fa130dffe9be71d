import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { logsRoutes } from './logs.routes'

export { makeLogsRepo, type LogsRepo } from './logs.repo'
export { makeLogsService, type LogsService, type ScheduledTaskInfo } from './logs.service'

/** The admin logs; the service itself is shared (`deps.logs`, built in app.ts) so any module can record runs. */
export const logsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(logsRoutes, { service: deps.logs, throttle: deps.auth.throttle })
  deps.logs.registerTask({ name: 'logs:prune-errors', description: 'Deletes error log entries past the retention period.', frequency: 'daily' })
  const timer = setInterval(() => void deps.logs.runTask('logs:prune-errors', () => deps.logs.pruneErrors()), DAY_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))
}

const DAY_MS = 24 * 60 * 60 * 1000

import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../app'
import type { PermissionsService } from './permissions/index'
import { healthRoutes } from './health/index'

/** What every API module receives: the app's dependencies plus shared services. */
export interface ModuleDeps extends AppDeps {
  permissions: PermissionsService
  clock: () => Date
}

/**
 * The API modules, mounted under /api/v1 in this order. Add a module with one line here; modules
 * reach each other only through their index.ts.
 */
export const apiModules: FastifyPluginAsync<ModuleDeps>[] = [
  healthRoutes as FastifyPluginAsync<ModuleDeps>,
]

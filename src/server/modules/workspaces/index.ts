import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { workspacesRoutes } from './workspaces.routes'

export { workspaceContextPlugin, type WorkspaceContextOptions } from './workspace-context'
export { makeWorkspaces, type Workspaces, type WorkspacesWiring } from './wiring'
export type { WorkspacesService } from './workspaces.service'
export type { WorkspaceInvitesService } from './workspace-invites.service'

/** Workspace endpoints; the services are the shared `deps.workspaces` (wiring.ts). */
export const workspacesModule: FastifyPluginAsync<ModuleDeps> = async (app, { workspaces }) => {
  await app.register(workspacesRoutes, { service: workspaces.service, invites: workspaces.invites })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import {
  ChangeRoleInputSchema,
  InviteMembersInputSchema,
  InviteParamsSchema,
  InvitesResponseSchema,
  JoinWorkspaceResponseSchema,
  MemberParamsSchema,
  SaveWorkspaceInputSchema,
  UserWorkspacesResponseSchema,
  WorkspaceParamsSchema,
  WorkspaceResponseSchema,
  WorkspaceRolesResponseSchema,
  WorkspaceStatusResponseSchema,
  WorkspaceWithMembersResponseSchema,
} from '../../../shared/contracts/workspaces'
import { requireLogin } from '../permissions/index'
import type { WorkspaceInvitesService } from './workspace-invites.service'
import type { WorkspacesService } from './workspaces.service'

const ok = { status: 'success' as const }
const status = { 200: WorkspaceStatusResponseSchema }

/** Workspace endpoints (platform-core §7); rules live in the services. */
export const workspacesRoutes: FastifyPluginAsyncZod<{ service: WorkspacesService; invites: WorkspaceInvitesService }> = async (app, { service, invites }) => {
  app.addHook('preValidation', requireLogin)

  app.get('/me/workspaces', { schema: { querystring: PageQuerySchema, response: { 200: UserWorkspacesResponseSchema } } }, async (req) => ({
    pagination: await service.userWorkspaces(req.viewer, req.query),
  }))

  app.get('/workspace/roles', { schema: { response: { 200: WorkspaceRolesResponseSchema } } }, async () => ({ roles: await service.roles() }))

  app.post('/workspace', { schema: { body: SaveWorkspaceInputSchema, response: { 200: WorkspaceResponseSchema } } }, async (req) => ({
    workspace: await service.create(req.viewer, req.body.name),
  }))

  app.get(
    '/workspace/:workspaceId',
    { schema: { params: WorkspaceParamsSchema, querystring: PageQuerySchema, response: { 200: WorkspaceWithMembersResponseSchema } } },
    async (req) => service.withMembers(req.viewer, req.params.workspaceId, req.query),
  )

  app.put(
    '/workspace/:workspaceId',
    { schema: { params: WorkspaceParamsSchema, body: SaveWorkspaceInputSchema, response: { 200: WorkspaceResponseSchema } } },
    async (req) => ({ workspace: await service.rename(req.viewer, req.params.workspaceId, req.body.name) }),
  )

  app.delete('/workspace/:workspaceId', { schema: { params: WorkspaceParamsSchema, response: status } }, async (req) => {
    await service.remove(req.viewer, req.params.workspaceId)
    return ok
  })

  app.post(
    '/workspace/:workspaceId/invite',
    { schema: { params: WorkspaceParamsSchema, body: InviteMembersInputSchema, response: { 200: InvitesResponseSchema } } },
    async (req) => ({ invites: await service.invite(req.viewer, req.params.workspaceId, req.body) }),
  )

  app.put(
    '/workspace/:workspaceId/member/:userId',
    { schema: { params: MemberParamsSchema, body: ChangeRoleInputSchema, response: status } },
    async (req) => {
      await service.changeRole(req.viewer, req.params.workspaceId, req.params.userId, req.body.role_id)
      return ok
    },
  )

  app.delete('/workspace/:workspaceId/member/:userId', { schema: { params: MemberParamsSchema, response: status } }, async (req) => {
    await service.removeMember(req.viewer, req.params.workspaceId, req.params.userId)
    return ok
  })

  // The spec keeps GET; joining still needs the XSRF header (changesState), so a plain navigation from another site cannot join.
  app.get(
    '/workspace/join/:inviteId',
    { config: { changesState: true }, schema: { params: InviteParamsSchema, response: { 200: JoinWorkspaceResponseSchema } } },
    async (req) => ({ workspace: await invites.join(req.viewer, req.params.inviteId) }),
  )

  app.delete('/workspace/invite/:inviteId', { schema: { params: InviteParamsSchema, response: status } }, async (req) => {
    await invites.decline(req.viewer, req.params.inviteId)
    return ok
  })
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AdminStatusResponseSchema, RoleResponseSchema, SaveRoleInputSchema } from '../../../shared/contracts/admin'
import { IdParamsSchema, IdsParamsSchema } from '../../../shared/contracts/ids'
import { adminGuard } from './admin.routes'
import type { RolesService } from './roles.service'

/** Role CRUD (music-catalog §3.9: paths of our choice, following §1); the list is `GET roles` in admin.routes. */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  const response = { 200: RoleResponseSchema }
  app.get('/roles/:id', { preHandler: adminGuard('roles.view'), schema: { params: IdParamsSchema, response } }, async (req) => ({
    status: 'success' as const,
    role: await roles.show(req.params.id),
  }))
  app.post('/roles', { preHandler: adminGuard('roles.create'), schema: { body: SaveRoleInputSchema, response } }, async (req) => ({
    status: 'success' as const,
    role: await roles.save(null, req.body),
  }))
  app.put('/roles/:id', { preHandler: adminGuard('roles.update'), schema: { params: IdParamsSchema, body: SaveRoleInputSchema, response } }, async (req) => ({
    status: 'success' as const,
    role: await roles.save(req.params.id, req.body),
  }))
  app.delete('/roles/:ids', { preHandler: adminGuard('roles.delete'), schema: { params: IdsParamsSchema, response: { 200: AdminStatusResponseSchema } } }, async (req) => {
    await roles.remove(req.params.ids)
    return { status: 'success' as const }
  })
}

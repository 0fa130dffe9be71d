import { Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminListRequestSchema,
  AdminListResponseSchema,
  AdminReportsHeaderResponseSchema,
  AdminReportsRangeQuerySchema,
  AdminStatusResponseSchema,
  AdminUserResponseSchema,
  UpdateAdminUserInputSchema,
} from '../../../shared/contracts/admin'
import { IdParamsSchema, IdsParamsSchema } from '../../../shared/contracts/ids'
import { requirePermission } from '../permissions/index'
import type { AdminListName, AdminService } from './admin.service'
import type { AdminUsersService } from './admin-users.service'

/** Every admin endpoint needs admin.access (music-product §6) and the permission of its area. */
export const adminGuard = (permission: string) => [requirePermission('admin.access'), requirePermission(permission)]

/**
 * The admin lists: music-catalog §3.1's `GET tracks|albums|artists|lyrics` and, at paths of our choice,
 * the rest (genres and playlists under admin/, since their plain paths are public lists already).
 */
const LISTS: { path: string; name: AdminListName; permission: string }[] = [
  { path: '/tracks', name: 'tracks', permission: 'music.update' },
  { path: '/albums', name: 'albums', permission: 'music.update' },
  { path: '/artists', name: 'artists', permission: 'music.update' },
  { path: '/lyrics', name: 'lyrics', permission: 'lyrics.update' },
  { path: '/admin/genres', name: 'genres', permission: 'genres.update' },
  { path: '/admin/playlists', name: 'playlists', permission: 'playlists.update' },
  { path: '/comments', name: 'comments', permission: 'comments.update' },
  { path: '/tags', name: 'tags', permission: 'tags.update' },
  { path: '/admin/file-entries', name: 'files', permission: 'files.update' }, // GET file-entries is a workspace member's own list
  { path: '/users', name: 'users', permission: 'users.update' },
  { path: '/roles', name: 'roles', permission: 'roles.update' },
]

function sendCsv(reply: FastifyReply, name: string, lines: AsyncGenerator<string>) {
  const day = new Date().toISOString().slice(0, 10)
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines))
}

export const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService; users: AdminUsersService }> = async (app, { service, users }) => {
  for (const list of LISTS) {
    app.get(
      list.path,
      { preHandler: adminGuard(list.permission), schema: { querystring: AdminListRequestSchema, response: { 200: AdminListResponseSchema } } },
      async (req, reply) => {
        const { format, ...query } = req.query
        if (format === 'csv') return sendCsv(reply, list.name, service.csv(list.name, query))
        return { status: 'success' as const, pagination: await service.list(list.name, query) }
      },
    )
  }

  app.get(
    '/admin/reports/header',
    { preHandler: adminGuard('admin.access'), schema: { querystring: AdminReportsRangeQuerySchema, response: { 200: AdminReportsHeaderResponseSchema } } },
    async (req) => ({ status: 'success' as const, cards: await service.headerCards(req.query) }),
  )

  app.get('/admin/users/:id', { preHandler: adminGuard('users.update'), schema: { params: IdParamsSchema, response: { 200: AdminUserResponseSchema } } }, async (req) => ({
    status: 'success' as const,
    user: await users.show(req.params.id),
  }))
  app.put(
    '/admin/users/:id',
    { preHandler: adminGuard('users.update'), schema: { params: IdParamsSchema, body: UpdateAdminUserInputSchema, response: { 200: AdminUserResponseSchema } } },
    async (req) => ({ status: 'success' as const, user: await users.update(req.params.id, req.body) }),
  )

  const deletes: { path: string; permission: string; run: (ids: number[], req: FastifyRequest) => Promise<void> }[] = [
    { path: '/genres/:ids', permission: 'genres.delete', run: (ids) => service.deleteGenres(ids) },
    { path: '/lyrics/:ids', permission: 'lyrics.delete', run: (ids) => service.deleteLyrics(ids) },
    { path: '/tags/:ids', permission: 'tags.delete', run: (ids) => service.deleteTags(ids) },
    { path: '/file-entries/:ids', permission: 'files.delete', run: (ids) => service.trashFiles(ids) },
    { path: '/admin/users/:ids', permission: 'users.delete', run: (ids, req) => users.remove(req.viewer.userId, ids) },
  ]
  for (const del of deletes) {
    app.delete(del.path, { preHandler: adminGuard(del.permission), schema: { params: IdsParamsSchema, response: { 200: AdminStatusResponseSchema } } }, async (req) => {
      await del.run(req.params.ids, req)
      return { status: 'success' as const }
    })
  }
}

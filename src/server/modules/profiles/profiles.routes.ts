import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { UserParamsSchema } from '../../../shared/contracts/library'
import { PageQuerySchema } from '../../../shared/contracts/pagination'
import {
  FollowedIdsResponseSchema,
  FollowParamsSchema,
  PeoplePageResponseSchema,
  RepostsResponseSchema,
  RepostToggleBodySchema,
  RepostToggleResponseSchema,
  StatusResponseSchema,
  UpdateProfileInputSchema,
  UserProfileQuerySchema,
  UserProfileResponseSchema,
} from '../../../shared/contracts/profiles'
import { requireLogin, requireLoginOr, requirePermission } from '../permissions/index'
import { serializeCtxFor } from '../catalogue/index'
import type { ProfilesService } from './profiles.service'
import { NoBodySchema } from '../../../shared/contracts/no-body'

const ok = 'success' as const

export const profilesRoutes: FastifyPluginAsyncZod<{ service: ProfilesService }> = async (app, { service }) => {
  const params = UserParamsSchema
  // Profiles and people lists: the user themself, or viewers holding users.view (the service decides for users).
  const seePeople = requireLoginOr('users.view')

  app.get('/user-profile/:user', { preHandler: seePeople, schema: { params, querystring: UserProfileQuerySchema, response: { 200: UserProfileResponseSchema } } }, async (req) => ({
    status: ok,
    user: await service.profile(req.params.user, req.viewer),
    loader: req.query.loader ?? 'userProfilePage',
  }))

  app.put('/users/profile/update', { preHandler: requireLogin, schema: { body: UpdateProfileInputSchema, response: { 200: UserProfileResponseSchema } } }, async (req) => ({
    status: ok,
    user: await service.update(req.viewer, req.body),
    loader: 'userProfilePage',
  }))

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(`/users/:id/${action}`, { preHandler: requireLogin, schema: { params: FollowParamsSchema, body: NoBodySchema, response: { 200: StatusResponseSchema } } }, async (req) => {
      await service[action](req.params.id, req.viewer)
      return { status: ok }
    })
  }

  const page = { params, querystring: PageQuerySchema, response: { 200: PeoplePageResponseSchema } }
  app.get('/users/:user/followers', { preHandler: seePeople, schema: page }, async (req) => ({ status: ok, pagination: await service.followers(req.params.user, req.viewer, req.query) }))
  app.get('/users/:user/followed-users', { preHandler: seePeople, schema: page }, async (req) => ({ status: ok, pagination: await service.followed(req.params.user, req.viewer, req.query) }))
  app.get('/users/:user/followed-users/ids', { preHandler: seePeople, schema: { params, response: { 200: FollowedIdsResponseSchema } } }, async (req) => ({
    status: ok,
    ids: await service.followedIds(req.params.user, req.viewer),
  }))

  app.post('/reposts/toggle', { preHandler: requireLogin, schema: { body: RepostToggleBodySchema, response: { 200: RepostToggleResponseSchema } } }, async (req) => ({
    status: ok,
    ...(await service.toggleRepost(req.viewer, req.body.repostable_type, req.body.repostable_id)),
  }))

  app.get(
    '/users/:user/reposts',
    { preHandler: requirePermission('music.view'), schema: { params, querystring: PageQuerySchema, response: { 200: RepostsResponseSchema } } },
    async (req) => ({ status: ok, pagination: await service.reposts(req.params.user, req.viewer, req.query, serializeCtxFor(req)) }),
  )
}

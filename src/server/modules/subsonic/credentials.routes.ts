import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParamsSchema } from '../../../shared/contracts/pagination'
import {
  CreateSubsonicCredentialResponseSchema,
  SubsonicCredentialInputSchema,
  SubsonicCredentialStatusResponseSchema,
  SubsonicCredentialsResponseSchema,
} from '../../../shared/contracts/subsonic'
import { requireLogin } from '../permissions/index'
import { requireUserId } from '../library/index'
import type { CredentialsService } from './credentials.service'

/** Account settings → Music apps: a signed-in user's own credentials only. */
export const credentialsRoutes: FastifyPluginAsyncZod<{ service: CredentialsService }> = async (app, { service }) => {
  app.get('/users/me/subsonic-credentials', { preHandler: requireLogin, schema: { response: { 200: SubsonicCredentialsResponseSchema } } }, async (request) => ({
    credentials: await service.list(requireUserId(request.viewer)),
  }))

  app.post(
    '/users/me/subsonic-credentials',
    { preHandler: requireLogin, schema: { body: SubsonicCredentialInputSchema, response: { 200: CreateSubsonicCredentialResponseSchema } } },
    async (request) => ({ credential: await service.create(requireUserId(request.viewer), request.body.name) }),
  )

  app.delete(
    '/users/me/subsonic-credentials/:id',
    { preHandler: requireLogin, schema: { params: IdParamsSchema, response: { 200: SubsonicCredentialStatusResponseSchema } } },
    async (request) => {
      await service.revoke(requireUserId(request.viewer), request.params.id)
      return { status: 'success' as const }
    },
  )
}

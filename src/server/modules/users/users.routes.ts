import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MessageResponseSchema } from '../../../shared/contracts/auth'
import {
  AVATAR_ERROR,
  AVATAR_MAX_BYTES,
  DeleteUserInputSchema,
  LocaleInputSchema,
  UpdateUserInputSchema,
  UserIdParamsSchema,
  UserResponseSchema,
} from '../../../shared/contracts/users'
import { validationError } from '../../lib/http-errors'
import type { AuthModule } from '../auth/index'
import { requireLogin, requireLoginOr } from '../permissions/index'
import type { UsersService } from './users.service'

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' }

/** users/{id|me}: profile, avatar, locale and account deletion. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; auth: AuthModule }> = async (app, { users, auth }) => {
  // Registered inside this plugin so multipart parsing applies to these routes only.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1 } })

  app.get('/users/:id', { preHandler: requireLoginOr('users.view'), schema: { params: UserIdParamsSchema, response: { 200: UserResponseSchema } } }, async (req) => ({
    user: await users.show(req.viewer, req.params.id),
  }))

  app.put('/users/:id', { preHandler: requireLogin, schema: { params: UserIdParamsSchema, body: UpdateUserInputSchema, response: { 200: UserResponseSchema } } }, async (req) => ({
    user: await users.update(req.viewer, req.params.id, req.body),
  }))

  app.delete('/users/:id', { preHandler: requireLogin, schema: { params: UserIdParamsSchema, body: DeleteUserInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await users.remove(req.viewer, req.params.id, auth.account.isPasswordConfirmed(req.authSession))
    return { message: 'Account deleted' }
  })

  app.post('/users/:id/avatar', { preHandler: requireLogin, schema: { params: UserIdParamsSchema, response: { 200: UserResponseSchema } } }, async (req) => {
    if (!req.isMultipart()) throw validationError({ file: AVATAR_ERROR })
    const file = await req.file()
    if (!file) throw validationError({ file: AVATAR_ERROR })
    const data = await file.toBuffer().catch(() => {
      throw validationError({ file: 'The file must not be greater than 2048 kilobytes.' })
    })
    return { user: await users.uploadAvatar(req.viewer, req.params.id, data) }
  })

  app.delete('/users/:id/avatar', { preHandler: requireLogin, schema: { params: UserIdParamsSchema, response: { 200: UserResponseSchema } } }, async (req) => ({
    user: await users.removeAvatar(req.viewer, req.params.id),
  }))

  app.post('/users/me/locale', { preHandler: requireLogin, schema: { body: LocaleInputSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
    await users.setLocale(req.viewer, req.body.locale)
    return { message: 'Locale changed' }
  })

  app.get('/avatars/:userId/:file', { schema: { params: z.object({ userId: z.string(), file: z.string() }) } }, async (req, reply) => {
    const { stream, ext } = await users.avatarStream(`${req.params.userId}/${req.params.file}`)
    // Served with its sniffed type and nosniff so an upload can never be rendered as HTML.
    return reply.header('content-type', MIME[ext]!).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(stream)
  })
}

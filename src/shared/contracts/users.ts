import { z } from 'zod'
import { idOrMeSchema } from './ids'

/** The signed-in user as the client sees it (platform-core §3 User). */
export const CurrentUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  language: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  two_factor_confirmed_at: z.string().nullable(),
  two_factor_recovery_codes: z.array(z.string()).nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(z.object({ name: z.string(), value: z.unknown() })) })),
  social_profiles: z.array(z.object({ id: z.number(), service_name: z.string(), username: z.string().nullable() })),
  tokens: z.array(z.object({ id: z.number(), name: z.string(), last_used_at: z.string().nullable(), created_at: z.string() })),
})
export type CurrentUser = z.infer<typeof CurrentUserSchema>

/** Another user's public view: no e-mail, tokens or security fields. */
export const PublicUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
})
export type PublicUser = z.infer<typeof PublicUserSchema>

export const UserResponseSchema = z.object({ user: z.union([CurrentUserSchema, PublicUserSchema]) })

export const UserIdParamsSchema = z.object({ id: idOrMeSchema })

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional()

export const UpdateUserInputSchema = z.object({
  first_name: optionalText(100),
  last_name: optionalText(100),
  language: optionalText(10),
  country: optionalText(10),
  timezone: optionalText(64),
})
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>

export const DeleteUserInputSchema = z.object({ deleteCurrentUser: z.coerce.boolean().optional() }).optional()

export const LocaleInputSchema = z.object({ locale: z.string().trim().min(2).max(10) })

export { AVATAR_ERROR, AVATAR_MAX_BYTES } from '../contract-values'

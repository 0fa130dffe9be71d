import { z } from 'zod'
import { idOrMeSchema } from './ids'
import { AdminUserViewSchema, OwnAccountSchema, PublicProfileSchema, type OwnAccount } from './user-views'

/** The signed-in user as the client sees it (platform-core §3 User), from the OWN_ACCOUNT_FIELDS allow-list. */
export const CurrentUserSchema = OwnAccountSchema
export type CurrentUser = OwnAccount

/**
 * `GET users/{id}`: the own account to the user themself, the admin view to holders of users.update,
 * the public profile to everyone else. Own first: the serializer keeps the first shape that fits.
 */
export const UserResponseSchema = z.object({ user: z.union([OwnAccountSchema, AdminUserViewSchema, PublicProfileSchema]) })

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

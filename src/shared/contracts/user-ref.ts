import { z } from 'zod'
import { paginationOf } from './pagination'
import { fieldMask, USER_REF_FIELDS, UserFieldsSchema } from './user-views'

/** Compact user as shown in follower lists and comments (the USER_REF_FIELDS allow-list). */
export const UserRefSchema = UserFieldsSchema.pick(fieldMask(USER_REF_FIELDS))
export type UserRef = z.infer<typeof UserRefSchema>

export const UsersPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(UserRefSchema) })
export type UsersPageResponse = z.infer<typeof UsersPageResponseSchema>

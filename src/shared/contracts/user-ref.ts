import { z } from 'zod'
import { paginationOf } from './pagination'

/** Compact user as shown in follower lists and comments. */
export const UserRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  model_type: z.literal('user'),
})
export type UserRef = z.infer<typeof UserRefSchema>

export const UsersPageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(UserRefSchema) })
export type UsersPageResponse = z.infer<typeof UsersPageResponseSchema>

import { z } from 'zod'
import { idSchema } from './ids'
import { AlbumSchema, TrackSchema } from './catalogue'
import { LinkUrlSchema } from './link-url'
import { PageQuerySchema, paginationOf } from './pagination'
import { UserRefSchema } from './user-ref'
import { PublicProfileSchema } from './user-views'

/** People (music-catalog §2.4, §2.12, §3.4): profiles, follows and reposts. */

export { UserLinkSchema, UserProfileFieldsSchema } from './user-views'

/** The public profile (PUBLIC_PROFILE_FIELDS): what anyone may see of a person. */
export const ProfileUserSchema = PublicProfileSchema
export type ProfileUser = z.infer<typeof ProfileUserSchema>

export const UserProfileQuerySchema = z.object({ loader: z.string().max(50).optional() })
export const UserProfileResponseSchema = z.object({ status: z.literal('success'), user: ProfileUserSchema, loader: z.string() })
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>

const text = (min: number, max: number) => z.string().trim().min(min).max(max).nullable().optional()

/** PUT users/profile/update: `links` replace the stored links wholesale when present. */
export const UpdateProfileInputSchema = z.object({
  user: z
    .object({ first_name: text(1, 100), last_name: text(1, 100), username: text(3, 100), image: z.string().trim().max(2000).nullable().optional() })
    .optional(),
  profile: z.object({ description: text(0, 1000), city: text(2, 100), country: text(2, 100) }).optional(),
  links: z
    .array(z.object({ url: LinkUrlSchema, title: z.string().trim().max(255).nullable().optional() }))
    .max(20)
    .optional(),
})
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>

export const FollowParamsSchema = z.object({ id: idSchema })
export const StatusResponseSchema = z.object({ status: z.literal('success') })
export const PeoplePageQuerySchema = PageQuerySchema
export const PeoplePageResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(UserRefSchema) })
export type PeoplePageResponse = z.infer<typeof PeoplePageResponseSchema>
export const FollowedIdsResponseSchema = z.object({ status: z.literal('success'), ids: z.array(z.number().int()) })

export const RepostableTypeSchema = z.enum(['track', 'album'])
export const RepostToggleBodySchema = z.object({
  repostable_id: idSchema,
  repostable_type: RepostableTypeSchema,
})
export const RepostSchema = z.object({
  id: z.number().int(),
  repostable_id: z.number().int(),
  repostable_type: RepostableTypeSchema,
  user_id: z.number().int(),
  created_at: z.string(),
})
export const RepostToggleResponseSchema = z.object({
  status: z.literal('success'),
  action: z.enum(['added', 'removed']),
  repost: RepostSchema.optional(),
})
export type RepostToggleResponse = z.infer<typeof RepostToggleResponseSchema>

/** GET users/{user}/reposts: 20 per page, newest repost first; albums come with their tracks. */
export const REPOSTS_PER_PAGE = 20
export const RepostsResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(z.union([TrackSchema, AlbumSchema])),
})
export type RepostsResponse = z.infer<typeof RepostsResponseSchema>

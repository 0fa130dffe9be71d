import { z } from 'zod'
import { MediaUrlSchema } from './media-url'
import { CLAIM_ROLES } from '../contract-values'
import { idSchema } from './ids'
import { ArtistRefSchema } from './catalogue-writes'
import { ArtistSchema } from './catalogue'
import { UserRefSchema } from './user-ref'

/** Backstage requests of music-catalog §2.11 and §3.8. */

export const BACKSTAGE_TYPES = ['become-artist', 'verify-artist', 'claim-artist'] as const
export const BackstageTypeSchema = z.enum(BACKSTAGE_TYPES)
export type BackstageType = z.infer<typeof BackstageTypeSchema>

export const BACKSTAGE_STATUSES = ['pending', 'approved', 'denied'] as const
export const BackstageStatusSchema = z.enum(BACKSTAGE_STATUSES)
export type BackstageStatus = z.infer<typeof BackstageStatusSchema>

export { CLAIM_ROLES } from '../contract-values'

export const BackstageDataSchema = z.object({
  first_name: z.string().trim().max(100).nullish(),
  last_name: z.string().trim().max(100).nullish(),
  /** The new artist's image: an upload (`storage/artist_image/...`) or an http(s) URL. */
  image: MediaUrlSchema.nullish(),
  role: z.enum(CLAIM_ROLES).nullish(),
  company: z.string().trim().max(255).nullish(),
  /** A file entry id (the passport scan upload). */
  passport_scan_id: z.number().int().positive().max(2147483647).nullish(),
  socialProfiles: z.array(z.object({ service_name: z.string().max(50), username: z.string().max(255).nullish() })).max(10).nullish(),
})
export type BackstageData = z.infer<typeof BackstageDataSchema>

export const SaveBackstageRequestInputSchema = z.object({
  type: BackstageTypeSchema.default('become-artist'),
  artist_name: z.string().trim().min(3, 'The artist name must be at least 3 characters.').max(255),
  artist_id: ArtistRefSchema.nullish(),
  data: BackstageDataSchema.default({}),
})
export type SaveBackstageRequestInput = z.input<typeof SaveBackstageRequestInputSchema>

export const ApproveBackstageRequestInputSchema = z.object({
  markArtistAsVerified: z.boolean().optional(),
  notes: z.string().trim().max(5000).nullish(),
})
export type ApproveBackstageRequestInput = z.infer<typeof ApproveBackstageRequestInputSchema>
export const DenyBackstageRequestInputSchema = z.object({ notes: z.string().trim().max(5000).nullish() })
export type DenyBackstageRequestInput = z.infer<typeof DenyBackstageRequestInputSchema>

export const PassportScanEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string().nullable(),
  file_size: z.number().int(),
  url: z.string(),
})

export const BackstageRequestSchema = z.object({
  id: z.number().int(),
  type: BackstageTypeSchema,
  artist_name: z.string(),
  artist_id: z.number().int().nullable(),
  artist: ArtistSchema.nullable().optional(),
  data: BackstageDataSchema,
  user_id: z.number().int(),
  user: UserRefSchema.optional(),
  status: BackstageStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  model_type: z.literal('backstageRequest'),
  /** GET backstage-request/{id} only. */
  passport_scan_entry: PassportScanEntrySchema.nullable().optional(),
})
export type BackstageRequest = z.infer<typeof BackstageRequestSchema>

export const BackstageListQuerySchema = z.object({
  userId: idSchema.optional(),
  status: BackstageStatusSchema.optional(),
  type: BackstageTypeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
})
export type BackstageListQuery = z.infer<typeof BackstageListQuerySchema>

export const BackstageListResponseSchema = z.object({
  status: z.literal('success'),
  pagination: z.object({
    data: z.array(BackstageRequestSchema),
    current_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page: z.number().int().nullable().optional(),
    prev_page: z.number().int().nullable().optional(),
  }),
})
export type BackstageListResponse = z.infer<typeof BackstageListResponseSchema>

export const BackstageRequestResponseSchema = z.object({ status: z.literal('success'), request: BackstageRequestSchema })
export type BackstageRequestResponse = z.infer<typeof BackstageRequestResponseSchema>

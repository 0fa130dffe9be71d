import { z } from 'zod'
import { idSchema, safeText } from './ids'
import { ChannelConfigSchema, ChannelContentModelSchema, ChannelSchema, type ChannelConfig } from './channels'
import { PaginateModeSchema, paginationOf } from './pagination'

/** Admin channel endpoints of music-catalog §3.7 and the per-model editor rules of §2.9. */

type ChannelContentModel = z.infer<typeof ChannelContentModelSchema>

export const CHANNEL_PRESETS = [
  { id: 'streaming', name: 'Music streaming', description: 'Auto-updated new releases and popular tracks, artists per genre.' },
  { id: 'sharing', name: 'Music sharing', description: 'Everything listed as it is uploaded, a genre page with artists, albums and tracks.' },
] as const
export const ChannelPresetIdSchema = z.enum(['streaming', 'sharing'])
export type ChannelPresetId = z.infer<typeof ChannelPresetIdSchema>

/** What the editor offers per content model (§2.9 table): sorts, layouts, auto-update methods, restriction. */
export interface ChannelModelRules {
  orders: string[]
  layouts: string[]
  autoUpdateMethods: string[]
  restriction: boolean
}

export const CHANNEL_MODEL_RULES: Record<ChannelContentModel, ChannelModelRules> = {
  artist: { orders: ['popularity:desc', 'created_at:desc'], layouts: ['grid', 'carousel'], autoUpdateMethods: [], restriction: true },
  album: {
    orders: ['popularity:desc', 'created_at:desc', 'release_date:desc'],
    layouts: ['grid', 'carousel'],
    autoUpdateMethods: ['newAlbums'],
    restriction: true,
  },
  track: {
    orders: ['popularity:desc', 'created_at:desc'],
    layouts: ['grid', 'trackTable', 'list', 'carousel'],
    autoUpdateMethods: ['topTracks', 'playlistTracks'],
    restriction: false,
  },
  playlist: { orders: ['popularity:desc', 'created_at:desc'], layouts: ['grid', 'carousel'], autoUpdateMethods: [], restriction: false },
  user: { orders: ['created_at:desc'], layouts: ['grid', 'carousel'], autoUpdateMethods: [], restriction: false },
  genre: { orders: ['popularity:desc', 'created_at:desc'], layouts: ['grid', 'carousel'], autoUpdateMethods: ['topGenres', 'nonEmptyGenres'], restriction: false },
  channel: { orders: [], layouts: ['list'], autoUpdateMethods: [], restriction: false },
}

/** Manual content orders: by position (drag order) or newest attachment first. */
export const MANUAL_ORDERS = ['channelables.order:asc', 'channelables.created_at:desc'] as const

const slugText = safeText(50).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'The slug may only contain lower case letters, digits and dashes.')

/** §3.7 rules on top of the config shape; each issue names the config key it is about. */
function checkConfig(config: ChannelConfig, ctx: z.RefinementCtx) {
  const issue = (key: string, message: string) => ctx.addIssue({ code: 'custom', path: ['config', key], message })
  const model = config.contentModel
  if (!config.contentType) issue('contentType', 'Select the content type.')
  if (!model) return issue('contentModel', 'Select the content model.')
  const rules = CHANNEL_MODEL_RULES[model]
  if (config.layout && !rules.layouts.includes(config.layout)) issue('layout', `This layout is not available for ${model}s.`)
  if (config.contentType === 'autoUpdate') {
    if (!config.autoUpdateMethod) issue('autoUpdateMethod', 'The auto update method is required.')
    else if (!rules.autoUpdateMethods.includes(config.autoUpdateMethod)) issue('autoUpdateMethod', `This method does not fill ${model}s.`)
    if (config.autoUpdateMethod === 'playlistTracks' && !/^\d+$/.test(String(config.autoUpdateValue ?? ''))) {
      issue('autoUpdateValue', 'Enter the id of the playlist to copy tracks from.')
    }
  }
  if (config.restriction) {
    if (config.contentType !== 'listAll') issue('restriction', 'A restriction is only possible when listing all content.')
    else if (!rules.restriction) issue('restriction', `${model}s can not be restricted by genre.`)
    else if (config.restrictionModelId !== 'urlParam' && !/^\d+$/.test(String(config.restrictionModelId ?? ''))) {
      issue('restrictionModelId', 'Select a genre, or take it from the URL.')
    }
  }
  const order = config.contentOrder
  if (order && config.contentType === 'listAll' && !rules.orders.includes(order)) issue('contentOrder', 'This order is not available for this content.')
  if (order && config.contentType === 'manual' && !(MANUAL_ORDERS as readonly string[]).includes(order) && !rules.orders.includes(order)) {
    issue('contentOrder', 'This order is not available for this content.')
  }
}

export const SaveChannelInputSchema = z
  .object({
    name: safeText(100).trim().min(3, 'The name must be at least 3 characters.'),
    slug: slugText.optional().nullable(),
    description: safeText(500).nullable().optional(),
    public: z.boolean().default(true),
    type: safeText(10).min(1).default('channel'),
    config: ChannelConfigSchema,
  })
  .superRefine((input, ctx) => checkConfig(input.config, ctx))
export type SaveChannelInput = z.input<typeof SaveChannelInputSchema>

export const ChannelListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  paginate: PaginateModeSchema.default('lengthAware'),
  query: safeText(100).optional(),
  orderBy: z.enum(['name', 'updated_at', 'created_at']).default('updated_at'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
  /** §1.3 `filters`: base64 JSON; channels filter on `type` only. */
  filters: safeText(8000).optional(),
  /** `csv`: every matching row as a CSV download (the admin table's export). */
  format: z.enum(['json', 'csv']).default('json'),
})
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>

export const ChannelPresetSchema = z.object({ id: z.string(), name: z.string(), description: z.string() })

export const ChannelListResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(ChannelSchema),
  presets: z.array(ChannelPresetSchema),
})
export type ChannelListResponse = z.infer<typeof ChannelListResponseSchema>

export const SavedChannelResponseSchema = z.object({ status: z.literal('success'), channel: ChannelSchema })
export type SavedChannelResponse = z.infer<typeof SavedChannelResponseSchema>

export const ChannelIdParamsSchema = z.object({ id: idSchema })

/** One item of manual content: the model's id and its `model_type`. */
export const ChannelableRefSchema = z.object({ id: idSchema, model_type: ChannelContentModelSchema })
export type ChannelableRef = z.infer<typeof ChannelableRefSchema>

export const ChannelItemsInputSchema = z.object({ items: z.array(ChannelableRefSchema).min(1).max(100) })
export type ChannelItemsInput = z.infer<typeof ChannelItemsInputSchema>

/** The whole manual list in its new order (at most one page of the editor, 500 items). */
export const ReorderChannelInputSchema = z.object({ items: z.array(ChannelableRefSchema).max(500) })

export const UpdateContentInputSchema = z.object({ channelConfig: ChannelConfigSchema.optional() }).optional()

export const AddableContentQuerySchema = z.object({
  modelType: ChannelContentModelSchema,
  query: safeText(100).default(''),
  limit: z.coerce.number().int().min(1).max(10).default(10),
})

/** Normalized model of §1.5, what pickers and the channel editor show. */
export const NormalizedModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable().optional(),
  model_type: ChannelContentModelSchema,
})
export type NormalizedModel = z.infer<typeof NormalizedModelSchema>

export const AddableContentResponseSchema = z.object({ status: z.literal('success'), results: z.array(NormalizedModelSchema) })

/** The editor's data: the channel without content, and its manual list normalized, in channel order. */
export const ChannelManualContentResponseSchema = z.object({ status: z.literal('success'), channel: ChannelSchema, items: z.array(NormalizedModelSchema) })
export type ChannelManualContentResponse = z.infer<typeof ChannelManualContentResponseSchema>

export const ApplyPresetInputSchema = z.object({ preset: ChannelPresetIdSchema })
export const ApplyPresetResponseSchema = z.object({ status: z.literal('success'), homepageId: z.number().int() })

export const ChannelStatusResponseSchema = z.object({ status: z.literal('success') })

import { z } from 'zod'
import { idSchema, safeText } from './ids'
import { commaListOf } from './common'
import { AlbumSchema, ArtistSchema, TrackSchema } from './catalogue'
import { paginationOf } from './pagination'
import { UserRefSchema } from './user-ref'
import { PlaylistSchema } from './playlists'
import { AUTOCOMPLETE_PER_TYPE, SEARCH_PAGE_PER_TYPE, SEARCH_TYPES, SUGGESTIONS_LIMIT } from '../lib/search'

export { AUTOCOMPLETE_PER_TYPE, SEARCH_PAGE_PER_TYPE, SEARCH_TYPES, SUGGESTIONS_LIMIT }

/** Local search (music-catalog §3.6). Autocomplete `search` = 3 per type, `searchPage` = 20 (§6). */

export const SearchModelTypeSchema = z.enum(SEARCH_TYPES)
export type SearchModelType = z.infer<typeof SearchModelTypeSchema>

const query = safeText(255).trim().min(1)

export const SearchQuerySchema = z.object({
  query,
  modelTypes: commaListOf(SEARCH_TYPES).optional(),
  loader: z.enum(['search', 'searchPage']).default('searchPage'),
})
export type SearchQuery = z.infer<typeof SearchQuerySchema>

export const SearchModelParamsSchema = z.object({ modelType: SearchModelTypeSchema })
export const SearchModelQuerySchema = z.object({
  query,
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(SEARCH_PAGE_PER_TYPE),
})
export type SearchModelQuery = z.infer<typeof SearchModelQuerySchema>

/** Search users by public name only; e-mail addresses are never matched or returned. */
export const SearchResultsSchema = z.object({
  artists: paginationOf(ArtistSchema).optional(),
  albums: paginationOf(AlbumSchema).optional(),
  tracks: paginationOf(TrackSchema).optional(),
  users: paginationOf(UserRefSchema).optional(),
  playlists: paginationOf(PlaylistSchema).optional(),
})
export type SearchResults = z.infer<typeof SearchResultsSchema>

/** Types the viewer may not view are absent from `results`. */
export const SearchResponseSchema = z.object({
  status: z.literal('success'),
  query: z.string(),
  loader: z.string(),
  results: SearchResultsSchema,
})
export type SearchResponse = z.infer<typeof SearchResponseSchema>

export const SearchModelResponseSchema = z.object({
  status: z.literal('success'),
  pagination: paginationOf(z.union([ArtistSchema, AlbumSchema, TrackSchema, UserRefSchema, PlaylistSchema])),
})
export type SearchModelResponse = z.infer<typeof SearchModelResponseSchema>

/** Normalized model for pickers (§1.5). */
export const NormalizedModelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable().optional(),
  model_type: z.enum(['artist', 'album']),
})
export type NormalizedModel = z.infer<typeof NormalizedModelSchema>

/** `search/suggestions/{type}/{id}`: the model whose own entry is left out of the suggestions. */
export const SuggestionParamsSchema = z.object({ id: idSchema })
export const SuggestionQuerySchema = z.object({ query: safeText(255).trim().optional() })
export const SuggestionsResponseSchema = z.object({ status: z.literal('success'), results: z.array(NormalizedModelSchema) })
export type SuggestionsResponse = z.infer<typeof SuggestionsResponseSchema>
/** Pickers show at most 10 suggestions (§6 "Addable-content search ≤10"). */

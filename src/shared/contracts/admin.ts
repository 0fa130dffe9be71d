import { z } from 'zod'
import { PaginateModeSchema, paginationOf } from './pagination'

/**
 * The admin lists' common parameters (music-catalog §1.3) and the `filters` wire format: base64 of a
 * JSON array of `{key, operator, value}`. Which keys and operators a list accepts is its own whitelist
 * on the server; anything else is a 422 naming `filters`.
 */
export const ADMIN_FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'contains', 'in', 'isNull', 'notNull'] as const
export type AdminFilterOperator = (typeof ADMIN_FILTER_OPERATORS)[number]

const FilterValueSchema = z.union([z.string().max(255), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(255), z.number()])).max(100)])
export const AdminFilterSchema = z.object({
  key: z.string().min(1).max(64),
  operator: z.enum(ADMIN_FILTER_OPERATORS),
  value: FilterValueSchema.optional(),
})
export type AdminFilter = z.infer<typeof AdminFilterSchema>
export const AdminFiltersSchema = z.array(AdminFilterSchema).max(20)

export const ADMIN_DEFAULT_PER_PAGE = 15
export const ADMIN_MAX_PER_PAGE = 100

export const AdminListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(ADMIN_MAX_PER_PAGE).default(ADMIN_DEFAULT_PER_PAGE),
  orderBy: z.string().max(64).regex(/^[a-z_][a-z0-9_.]*$/i, 'The sort column is not valid.').optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  /** `col:dir`, the other spelling of orderBy + orderDir. */
  order: z.string().max(70).regex(/^[a-z_][a-z0-9_.]*:(asc|desc)$/i, 'The order must look like column:asc or column:desc.').optional(),
  query: z.string().max(255).optional(),
  filters: z.string().max(8000).optional(),
  paginate: PaginateModeSchema.default('simple'),
})
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>
/** What the client sends (everything optional; defaults on the server). */
export type AdminListParams = z.input<typeof AdminListQuerySchema>

/** The answer of every admin list: `{status, pagination}` with rows as plain JSON objects. */
export const AdminRowSchema = z.record(z.string(), z.unknown())
export type AdminRow = z.infer<typeof AdminRowSchema>
export const AdminListResponseSchema = z.object({ status: z.literal('success'), pagination: paginationOf(AdminRowSchema) })
export type AdminListResponse = z.infer<typeof AdminListResponseSchema>

/** `GET admin/reports/header?startDate&endDate` (music-catalog §3.8): the dashboard's header cards. */
export const AdminReportsRangeQuerySchema = z.object({
  startDate: z.iso.datetime({ offset: true, error: 'The start date must be an ISO date-time.' }),
  endDate: z.iso.datetime({ offset: true, error: 'The end date must be an ISO date-time.' }),
})
export type AdminReportsRangeQuery = z.infer<typeof AdminReportsRangeQuerySchema>
export const ADMIN_HEADER_CARDS = ['new_users', 'new_songs', 'new_artists', 'likes', 'new_albums'] as const
export type AdminHeaderCard = (typeof ADMIN_HEADER_CARDS)[number]
const HeaderCardSchema = z.object({ name: z.enum(ADMIN_HEADER_CARDS), label: z.string(), value: z.number().int(), previous: z.number().int() })
export const AdminReportsHeaderResponseSchema = z.object({ status: z.literal('success'), cards: z.array(HeaderCardSchema) })
export type AdminReportsHeaderResponse = z.infer<typeof AdminReportsHeaderResponseSchema>

import { z } from 'zod'
import { safeText } from './ids'
import { PaginateModeSchema, paginationOf } from './pagination'
import { AdminUserViewSchema } from './user-views'

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

/** A list request may also ask for every row as CSV (`format=csv`), streamed by the server. */
export const AdminListRequestSchema = AdminListQuerySchema.extend({ format: z.enum(['json', 'csv']).default('json') })

export const AdminStatusResponseSchema = z.object({ status: z.literal('success') })

/** Roles (music-catalog §2.14): the editor's payload and answer. */
export const RoleRestrictionSchema = z.object({ name: safeText(50).min(1), value: z.union([z.number().int().min(0).max(1_000_000_000), z.boolean(), z.null()]) })
export const RoleGrantSchema = z.object({ name: safeText(100).min(1), restrictions: z.array(RoleRestrictionSchema).max(10).default([]) })
export const SaveRoleInputSchema = z.object({
  name: safeText(100).trim().min(1, 'The name is required.'),
  description: safeText(500).nullish(),
  default: z.boolean().default(false),
  guests: z.boolean().default(false),
  artists: z.boolean().default(false),
  type: z.enum(['sitewide', 'workspace']).default('sitewide'),
  permissions: z.array(RoleGrantSchema).max(300).default([]),
})
export type SaveRoleInput = z.input<typeof SaveRoleInputSchema>
export const RoleDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  default: z.boolean(),
  guests: z.boolean(),
  internal: z.boolean(),
  artists: z.boolean(),
  type: z.string(),
  users_count: z.number().int(),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(RoleRestrictionSchema) })),
})
export type RoleDetail = z.infer<typeof RoleDetailSchema>
export const RoleResponseSchema = z.object({ status: z.literal('success'), role: RoleDetailSchema })
export type RoleResponse = z.infer<typeof RoleResponseSchema>

/** `GET admin/users/{id}`: what the user page's tabs show (details, permissions, security, date, api). */
export const AdminUserSchema = AdminUserViewSchema
export type AdminUser = z.infer<typeof AdminUserSchema>
export const AdminUserResponseSchema = z.object({ status: z.literal('success'), user: AdminUserSchema })
export type AdminUserResponse = z.infer<typeof AdminUserResponseSchema>

/** `PUT admin/users/{id}`: any subset; `roles` and `permissions` replace the user's own. */
export const UpdateAdminUserInputSchema = z.object({
  first_name: safeText(100).trim().nullish(),
  last_name: safeText(100).trim().nullish(),
  email: z.email('Enter a valid email address.').max(255).optional(),
  banned: z.boolean().optional(),
  email_verified: z.boolean().optional(),
  roles: z.array(z.number().int().min(1).max(2147483647)).max(50).optional(),
  permissions: z.array(RoleGrantSchema).max(300).optional(),
  language: safeText(10).nullish(),
  country: safeText(10).nullish(),
  timezone: safeText(64).nullish(),
  password: z.string().min(8, 'The password must be at least 8 characters.').max(255).optional(),
})
export type UpdateAdminUserInput = z.input<typeof UpdateAdminUserInputSchema>

import { z } from 'zod'

/** Pagination and shared request shapes of the catalogue lists (music-catalog §1.2). */

export const PaginateModeSchema = z.enum(['simple', 'lengthAware'])

/** `{data, current_page, per_page, from, to, next_page?, prev_page?, total?, last_page?}`. */
export function paginationOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page: z.number().int().nullable().optional(),
    prev_page: z.number().int().nullable().optional(),
    /** Keyset-paged lists: pass it back as `cursor` (with the next `page`) to seek instead of offsetting. */
    next_cursor: z.string().nullable().optional(),
    /** Only with `paginate=lengthAware`. */
    total: z.number().int().optional(),
    last_page: z.number().int().optional(),
  })
}
export interface Pagination<T> {
  data: T[]
  current_page: number
  per_page: number
  from: number | null
  to: number | null
  next_page?: number | null
  prev_page?: number | null
  next_cursor?: string | null
  total?: number
  last_page?: number
}

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
  paginate: PaginateModeSchema.default('simple'),
  /** `next_cursor` of the previous page, on keyset-paged lists; others ignore it. */
  cursor: z.string().max(400).optional(),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

// The id shapes live in ids.ts; re-exported here for the routes that import them with pagination.
export { IdParamsSchema, type IdParams } from './ids'

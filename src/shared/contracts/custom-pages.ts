import { z } from 'zod'
import { idSchema, safeText } from './ids'
import { paginationOf } from './pagination'

/** Custom pages (music-product §3 "Custom page: id, slug, title, body, seo"; music-catalog §2.16). */

/** The page's SEO data: what the page's <title> and description meta tags carry. */
export const CustomPageSeoSchema = z.object({
  title: z.string(),
  description: z.string(),
})
export type CustomPageSeo = z.infer<typeof CustomPageSeoSchema>

export const CustomPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** Sanitised HTML: the server strips scripts, handlers and unknown tags before storing it. */
  body: z.string(),
  type: z.string(),
  hide_nav: z.boolean(),
  meta: z.object({ description: z.string().optional() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type CustomPage = z.infer<typeof CustomPageSchema>

/** `GET custom-pages/{idOrSlug}` → `{page, seo}`. */
export const CustomPageResponseSchema = z.object({ page: CustomPageSchema, seo: CustomPageSeoSchema })
export type CustomPageResponse = z.infer<typeof CustomPageResponseSchema>

export const CustomPageIdOrSlugParamsSchema = z.object({
  idOrSlug: safeText(255).regex(/^[a-z0-9-]+$/i, 'Not a page id or slug.'),
})

/** Lowercase words joined by hyphens: what `/pages/{pageSlug}` can carry without escaping. */
export const customPageSlugSchema = z
  .string()
  .trim()
  .min(1, 'The slug is required.')
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .refine((slug) => !/^\d+$/.test(slug), 'A slug may not be only digits: that reads as a page id.')

export const CreateCustomPageInputSchema = z.object({
  title: safeText(255).trim().min(1, 'The title is required.'),
  body: z.string().max(200_000, 'The body may be at most 200,000 characters.').default(''),
  /** Made from the title when left out. */
  slug: customPageSlugSchema.optional(),
  hide_nav: z.boolean().default(false),
  meta: z.object({ description: safeText(500).optional() }).optional(),
})
export type CreateCustomPageInput = z.infer<typeof CreateCustomPageInputSchema>

export const UpdateCustomPageInputSchema = CreateCustomPageInputSchema.partial()
export type UpdateCustomPageInput = z.infer<typeof UpdateCustomPageInputSchema>

/** The admin list's parameters (music-catalog §1.3): paging, search and a whitelisted sort. */
export const CUSTOM_PAGE_SORTS = ['title', 'slug', 'updated_at', 'created_at', 'id'] as const
export const CustomPagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(15),
  query: safeText(100).optional(),
  orderBy: z.enum(CUSTOM_PAGE_SORTS, { error: 'The sort column is not valid.' }).default('id'),
  orderDir: z.enum(['asc', 'desc']).default('desc'),
  paginate: z.enum(['simple', 'lengthAware']).default('simple'),
})
export type CustomPagesQuery = z.infer<typeof CustomPagesQuerySchema>

export const CustomPageListSchema = z.object({ status: z.literal('success'), pagination: paginationOf(CustomPageSchema) })
export const CustomPageIdParamsSchema = z.object({ id: idSchema })
/** Answer of create and update. */
export const CustomPageSavedSchema = z.object({ page: CustomPageSchema })
export const CustomPagesDeletedSchema = z.object({ deleted: z.number().int() })

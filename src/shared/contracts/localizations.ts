import { z } from 'zod'
import { successStatus } from './common'
import { PageQuerySchema, paginationOf } from './pagination'

/** A language code: `en`, `pt-BR`, `zh_Hant`. */
export const LanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})?$/, { error: 'Must be a language code such as en or pt-BR.' })

export const LocalizationSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  name: z.string(),
  lines_count: z.number().int(),
  updated_at: z.string(),
})
export type Localization = z.infer<typeof LocalizationSchema>

export const LocalizationListQuerySchema = PageQuerySchema.extend({ query: z.string().trim().max(100).optional() })
export const LocalizationPageSchema = z.object({ status: successStatus, pagination: paginationOf(LocalizationSchema) })

export const CreateLocalizationInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'The name is required.' }).max(100),
  language: LanguageCodeSchema,
})
export type CreateLocalizationInput = z.infer<typeof CreateLocalizationInputSchema>

export const UpdateLocalizationInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'The name is required.' }).max(100).optional(),
  /** Changed lines only: source text -> translation (an empty translation removes the line). */
  lines: z.record(z.string().min(1).max(2000), z.string().max(5000)).optional(),
})
export type UpdateLocalizationInput = z.infer<typeof UpdateLocalizationInputSchema>

/** The translate screen: every source line with its translation in this language. */
export const LocalizationDetailSchema = z.object({
  status: successStatus,
  localization: LocalizationSchema,
  lines: z.record(z.string(), z.string()),
  source_lines: z.array(z.string()),
})
export type LocalizationDetail = z.infer<typeof LocalizationDetailSchema>

export const LocalizationResponseSchema = z.object({ status: successStatus, localization: LocalizationSchema })

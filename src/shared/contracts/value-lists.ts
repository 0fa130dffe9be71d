import { z } from 'zod'
import { commaListOf, successStatus } from './common'

export const VALUE_LIST_NAMES = [
  'languages',
  'countries',
  'timezones',
  'currencies',
  'localizations',
  'genres',
  'themes',
  'roles',
  'permissions',
] as const
export type ValueListName = (typeof VALUE_LIST_NAMES)[number]

/** Lists that reveal site administration data; everything else is public. */
export const ADMIN_VALUE_LISTS: readonly ValueListName[] = ['roles', 'permissions']

export const ValueListsParamsSchema = z.object({ names: commaListOf(VALUE_LIST_NAMES) })

const Option = z.object({ value: z.string(), text: z.string() })

export const ValueListsResponseSchema = z.object({
  status: successStatus,
  languages: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  /** Region ("Europe", "America"...) → zones with value (IANA id) and text ("(UTC+01:00) Paris"). */
  timezones: z.record(z.string(), z.array(Option)).optional(),
  currencies: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  localizations: z.array(z.object({ language: z.string(), name: z.string() })).optional(),
  genres: z.array(z.object({ value: z.string(), name: z.string() })).optional(),
  themes: z.array(z.object({ id: z.number(), name: z.string() })).optional(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })).optional(),
  permissions: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        display_name: z.string().nullable(),
        description: z.string().nullable(),
        group: z.string().nullable(),
        type: z.string(),
        advanced: z.boolean(),
        /** Restrictions this permission supports (value null = set per role or user). */
        restrictions: z.array(z.object({ name: z.string(), value: z.union([z.number(), z.boolean(), z.null()]) })),
      }),
    )
    .optional(),
})
export type ValueListsResponse = z.infer<typeof ValueListsResponseSchema>

import { z } from 'zod'

/**
 * The one id shape of every route (issue 16). Every primary key is a PostgreSQL `integer` (int4), so an
 * id past 2147483647 is refused here with a 422 naming the field, instead of reaching the database as an
 * out-of-range value (a 500). There are no bigint keys; add `bigIdSchema` beside this one if one comes.
 */
export const INT4_MAX = 2147483647

const ID_MESSAGES = {
  min: 'The id must be a positive number.',
  max: `The id must be at most ${INT4_MAX}.`,
  whole: 'The id must be a whole number.',
}
const isWhole = (value: number) => Number.isInteger(value)
/**
 * An int4 id from a path, query or body value ("12" or 12). One message per failure, the same on every
 * route: the range checks come first and the whole-number check is a refine, so a 20-digit id reads
 * "at most 2147483647" rather than zod's safe-integer bound.
 */
export const idSchema = z.coerce
  .number({ error: 'The id must be a number.' })
  .min(1, ID_MESSAGES.min)
  .max(INT4_MAX, ID_MESSAGES.max)
  .refine(isWhole, ID_MESSAGES.whole)

/** `/things/:id`. */
export const IdParamsSchema = z.object({ id: idSchema })
export type IdParams = z.infer<typeof IdParamsSchema>

/** `/users/:id` and the like, where `me` names the signed-in user. */
export const idOrMeSchema = z.union([z.literal('me'), idSchema])

/** `DELETE things/{ids}` with `1,2,3`: up to 100 distinct int4 ids. */
export const idListSchema = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'The ids must be a comma-separated list of ids.')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(z.number().min(1, ID_MESSAGES.min).max(INT4_MAX, ID_MESSAGES.max).refine(isWhole, ID_MESSAGES.whole)).min(1).max(100))

/** `/things/:ids`. */
export const IdsParamsSchema = z.object({ ids: idListSchema })

/**
 * Free text from a path or query (slugs, names, search terms): at most `max` characters and no NUL
 * byte, which PostgreSQL text cannot hold (it answered 500). Invalid UTF-8 never gets this far: the
 * router refuses an undecodable path and the query parser replaces bad bytes.
 */
export function safeText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !value.includes('\u0000'), { message: 'This value may not contain NUL bytes.' })
}

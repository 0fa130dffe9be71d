import { z } from 'zod'

/**
 * The body of an action that takes none (logout, follow, enable two-factor...): nothing (Fastify hands
 * the validator null), or an empty JSON object. Declaring it keeps every write's contract explicit,
 * which the API-docs check requires.
 */
export const NoBodySchema = z.object({}).nullish()

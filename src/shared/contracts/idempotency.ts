import { z } from 'zod'

/** Request header that makes a state-changing API request safe to repeat (docs/decisions/0003). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Answer header set when the stored first answer is returned instead of running the request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
/** Keys and their answers are kept this long; a later request with the key runs again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

/** Visible ASCII only: the key is stored as it is and compared byte for byte. */
export const IdempotencyKeySchema = z
  .string()
  .min(1, 'The Idempotency-Key header may not be empty.')
  .max(100, 'The Idempotency-Key header may not be greater than 100 characters.')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header may only contain visible ASCII characters.')
export type IdempotencyKey = z.infer<typeof IdempotencyKeySchema>

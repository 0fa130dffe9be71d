import { z } from 'zod'

export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_TTL_MS } from '../lib/idempotency'

/** Visible ASCII only: the key is stored as it is and compared byte for byte. */
export const IdempotencyKeySchema = z
  .string()
  .min(1, 'The Idempotency-Key header may not be empty.')
  .max(100, 'The Idempotency-Key header may not be greater than 100 characters.')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header may only contain visible ASCII characters.')
export type IdempotencyKey = z.infer<typeof IdempotencyKeySchema>

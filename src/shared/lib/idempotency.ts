// Plain constants of the idempotent-replay protocol (docs/decisions/0005). They live apart from the zod
// contract so the client can use them without loading zod on its first screen.

/** Request header that makes a state-changing API request safe to repeat. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'
/** Answer header set when the stored first answer is returned instead of running the request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed'
/** Keys and their answers are kept this long; a later request with the key runs again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000

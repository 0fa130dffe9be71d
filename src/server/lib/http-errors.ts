/** Errors a service may throw; the errors plugin turns them into the JSON answers of DESIGN.md. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { errors?: Record<string, string | string[]>; headers?: Record<string, string>; action?: unknown } = {},
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message)
export const forbidden = (message = 'This action is unauthorized.') => new HttpError(403, message)
export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message)

/** A 422 with per-field messages; the first field's first message doubles as the summary. */
export function validationError(errors: Record<string, string | string[]>): HttpError {
  const first = Object.values(errors)[0]
  const message = (Array.isArray(first) ? first[0] : first) ?? 'The given data was invalid.'
  return new HttpError(422, message, { errors })
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'Too many attempts. Please try again later.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  })
}

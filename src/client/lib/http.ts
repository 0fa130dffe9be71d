/** Typed error for a non-2xx answer; the body is the server's `{message, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string | string[]> } & Record<string, unknown>,
  ) {
    super(body.message ?? `Request failed with status ${status}`)
    this.name = 'HttpError'
  }
}

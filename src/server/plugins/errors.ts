import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { HttpError } from '../lib/http-errors'
import { buildDebugTrace } from '../lib/debug-trace'

/**
 * Fastify's `frameworkErrors` option: the router's own refusals, before any route or hook runs. A path
 * that does not decode (a stray `%`, `%FF`, invalid UTF-8) or a parameter past the router's length
 * limit would otherwise get Fastify's default body (`{error, code, statusCode}`) with 400 or 414;
 * they are input errors like any other, so 422 `{message, errors}` naming the path.
 */
export function frameworkErrorHandler(error: Error & { code?: string }, _request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of the address is too long.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The address is not valid: it has a broken percent-escape or invalid UTF-8.'
        : 'The request could not be routed.'
  void reply.status(422).send({ message, errors: { path: [message] } })
}

export interface ErrorsOptions {
  debug: boolean
  /** Sees every 5xx answer (the admin error log records it); must not throw. */
  onServerError?: (entry: { status: number; method: string; url: string; message: string; stack?: string }) => void
}

/**
 * Every error becomes JSON `{message, errors?}` (DESIGN.md). Validation failures are 422 with one entry
 * per field; a debug trace is attached only when debugging is switched on, never in production.
 */
export const errorsPlugin = fp<ErrorsOptions>(
  async (app, opts) => {
    app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string[]> = {}
        for (const issue of error.validation) {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'input'
          ;(errors[field] ??= []).push(issue.message ?? 'Invalid value.')
        }
        const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
        return reply.status(422).send({ message: first, errors })
      }
      if (error instanceof HttpError) {
        if (error.extra.headers) reply.headers(error.extra.headers)
        return reply.status(error.statusCode).send({
          message: error.message,
          ...(error.extra.errors ? { errors: error.extra.errors } : {}),
          ...(error.extra.action ? { action: error.extra.action } : {}),
        })
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500
      if (status >= 500 || isResponseSerializationError(error)) request.log.error({ err: error }, 'request failed')
      if (status >= 500) opts.onServerError?.({ status, method: request.method, url: request.url, message: error.message, stack: error.stack })
      const message = status >= 500 ? 'There was an issue. Please try again.' : error.message
      return reply.status(status).send({
        message,
        ...(opts.debug && status >= 500 ? buildDebugTrace(error) : {}),
      })
    })

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `The route ${request.method} ${request.url.split('?')[0]} could not be found.` })
    })
  },
  { name: 'errors' },
)

import type { IncomingMessage } from 'node:http'
import type { FastifyRequest } from 'fastify'
import { validationError } from '../lib/http-errors'

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE'])

/**
 * platform-core §7: clients send PUT, PATCH and DELETE as POST with `X-HTTP-Method-Override` and a
 * `_method` query parameter. Fastify routes on the raw method, so the override has to happen in
 * `rewriteUrl`, which runs before routing.
 */
export function applyMethodOverride(req: IncomingMessage): string {
  const url = req.url ?? '/'
  if (req.method !== 'POST') return url
  const header = req.headers['x-http-method-override']
  let wanted = (Array.isArray(header) ? header[0] : header)?.toUpperCase()
  if (!wanted) {
    const query = url.indexOf('?')
    if (query >= 0) wanted = new URLSearchParams(url.slice(query + 1)).get('_method')?.toUpperCase()
  }
  if (wanted && OVERRIDABLE.has(wanted)) req.method = wanted
  return url
}

/** The path of the first string holding a NUL byte inside a parsed input, `''` for the input itself. */
function nulPath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null
  if (depth > 20 || value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1)
    if (found !== null) return found
  }
  return null
}

/**
 * issue 16: PostgreSQL text cannot hold a NUL byte, so one in a path, query or body would fail at the
 * database as a 500. Every route refuses it up front, with a 422 naming the field (`preValidation`).
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = nulPath(part, '')
    if (field !== null) throw validationError({ [field || 'input']: ['This value may not contain NUL bytes.'] })
  }
}

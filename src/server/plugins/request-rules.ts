import type { IncomingMessage } from 'node:http'

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

import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../../lib/http-errors'
import type { PermissionsService, Viewer } from '../../permissions/index'
import type { CredentialsService, SubsonicIdentity } from '../credentials.service'
import { authenticate } from './authenticate'
import { envelope, ErrorCode, SubsonicError, toXml, type ErrorCodeValue, type Payload } from './envelope'
import { Params } from './params'

export interface RestContext {
  params: Params
  identity: SubsonicIdentity
  viewer: Viewer
  /** The `c` parameter: the app's name, kept with saved play queues. */
  client: string
  request: FastifyRequest
  reply: FastifyReply
}

/** What a handler that wrote the reply itself (stream, download, cover art) returns. */
export const SENT = Symbol('sent')
export type Handler = (ctx: RestContext) => Promise<Payload | typeof SENT>

/** Endpoints answered before sign-in is checked: none — even ping checks the credentials, as the API says. */
export interface RestPluginOptions {
  credentials: CredentialsService
  permissions: PermissionsService
  handlers: Record<string, Handler>
  serverVersion: string
}

type Format = 'json' | 'xml'

function formatOf(params: Params): Format {
  const f = params.get('f')
  return f === 'json' || f === 'jsonp' ? 'json' : 'xml'
}

/** Subsonic 1.x only: an older major is "client must upgrade" (20), a newer one "server must upgrade" (30). */
function checkVersion(params: Params) {
  const v = params.get('v')
  if (!v) throw new SubsonicError(ErrorCode.missingParameter, 'Required parameter is missing: v')
  const major = Number(/^(\d+)\./.exec(v)?.[1] ?? NaN)
  if (!Number.isFinite(major)) throw new SubsonicError(ErrorCode.generic, 'Invalid parameter: v')
  if (major < 1) throw new SubsonicError(ErrorCode.clientTooOld, 'Incompatible Subsonic REST protocol version. Client must upgrade.')
  if (major > 1) throw new SubsonicError(ErrorCode.serverTooOld, 'Incompatible Subsonic REST protocol version. Server must upgrade.')
}

/** A service's HttpError as the Subsonic code a client understands. */
function codeOf(error: unknown): { code: ErrorCodeValue; message: string } {
  if (error instanceof SubsonicError) return { code: error.code, message: error.message }
  if (error instanceof HttpError) {
    if (error.statusCode === 404) return { code: ErrorCode.notFound, message: 'Data not found' }
    if (error.statusCode === 401 || error.statusCode === 403) return { code: ErrorCode.notAuthorized, message: 'User is not authorized for the given operation.' }
    if (error.statusCode === 422) return { code: ErrorCode.generic, message: error.message }
  }
  return { code: ErrorCode.generic, message: 'An error occurred' }
}

/**
 * /rest/<name> and /rest/<name>.view, GET and POST (OpenSubsonic formPost). Answers are always HTTP 200
 * with `subsonic-response`; failures carry the Subsonic error code, as every client expects.
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app, { credentials, permissions, handlers, serverVersion }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body))

  function send(reply: FastifyReply, format: Format, status: 'ok' | 'failed', payload: Payload) {
    const body = { 'subsonic-response': envelope(serverVersion, status, payload) }
    reply.header('cache-control', 'no-store')
    if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(body))
    return reply.type('text/xml; charset=utf-8').send(toXml(body['subsonic-response']))
  }

  function fail(request: FastifyRequest, reply: FastifyReply, format: Format, error: unknown) {
    const { code, message } = codeOf(error)
    if (code === ErrorCode.generic && !(error instanceof SubsonicError) && !(error instanceof HttpError)) request.log.error({ err: error }, 'subsonic request failed')
    // A stream that had started cannot turn into an error document any more.
    if (reply.sent || reply.raw.headersSent) return reply
    reply.removeHeader('content-range')
    reply.removeHeader('content-disposition')
    reply.code(200)
    return send(reply, format, 'failed', { error: { code, message } })
  }

  function paramsOf(request: FastifyRequest): Params {
    const query = request.raw.url?.split('?')[1]
    const body = typeof request.body === 'string' ? request.body : undefined
    return new Params(query, body)
  }

  async function serve(name: string, handler: Handler, request: FastifyRequest, reply: FastifyReply) {
    const params = paramsOf(request)
    const format = formatOf(params)
    try {
      checkVersion(params)
      const identity = await authenticate(params, credentials)
      const viewer = await permissions.viewerFor(identity.userId)
      const result = await handler({ params, identity, viewer, client: (params.get('c') ?? '').slice(0, 100), request, reply })
      if (result === SENT) return reply
      return send(reply, format, 'ok', result)
    } catch (error) {
      request.log.debug({ endpoint: name, err: error }, 'subsonic error')
      return fail(request, reply, format, error)
    }
  }

  for (const [name, handler] of Object.entries(handlers)) {
    for (const url of [`/rest/${name}`, `/rest/${name}.view`]) {
      app.route({ method: ['GET', 'POST'], url, handler: (request, reply) => serve(name, handler, request, reply) })
    }
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/rest/*',
    handler: async (request, reply) => {
      const params = paramsOf(request)
      return fail(request, reply, formatOf(params), new SubsonicError(ErrorCode.notFound, 'Unknown API method'))
    },
  })
}

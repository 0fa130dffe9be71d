import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BaseQuerySchema, ErrorPayloadSchema, commaList } from '../../../src/shared/contracts/common'
import { errorsPlugin } from '../../../src/server/plugins/errors'
import { applyMethodOverride } from '../../../src/server/plugins/request-rules'
import { tooManyRequests, validationError } from '../../../src/server/lib/http-errors'
import type { TestApp } from '../../helpers/build-app'
import { AS_USER, adminId, buildPlatformApp } from './platform-app'

/** A bare app with the platform's request rules and error handling, and routes that exercise them. */
async function rulesApp(debug: boolean): Promise<FastifyInstance> {
  const app = Fastify({ rewriteUrl: (req) => applyMethodOverride(req) }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  await app.register(errorsPlugin, { debug })
  for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) app.route({ method, url: '/thing', handler: async () => ({ method }) })
  app.get('/list', { schema: { querystring: BaseQuerySchema.extend({ ids: commaList.optional() }) } }, async (req) => req.query)
  app.post('/form', { schema: { body: z.object({ name: z.string().min(3), tags: z.array(z.string()) }) } }, async () => ({}))
  app.get('/throttled', async () => {
    throw tooManyRequests(42.2)
  })
  app.get('/invalid', async () => {
    throw validationError({ email: ['Taken.', 'Too long.'], name: 'Required.' })
  })
  app.get('/crash', async () => {
    throw new TypeError('boom in handler')
  })
  return app
}

describe('request rules (platform-core §7)', () => {
  let app: FastifyInstance
  let debugApp: FastifyInstance
  let real: TestApp
  beforeAll(async () => {
    ;[app, debugApp, real] = await Promise.all([rulesApp(false), rulesApp(true), buildPlatformApp()])
  })
  afterAll(async () => {
    await Promise.all([app.close(), debugApp.close(), real.close()])
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('turns POST + X-HTTP-Method-Override %s into %s', async (method) => {
    const res = await app.inject({ method: 'POST', url: '/thing', headers: { 'x-http-method-override': method.toLowerCase() } })
    expect(res.json()).toEqual({ method })
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('turns POST ?_method=%s into %s', async (method) => {
    const res = await app.inject({ method: 'POST', url: `/thing?_method=${method}` })
    expect(res.json()).toEqual({ method })
  })

  it('ignores overrides to other methods and on non-POST requests', async () => {
    expect((await app.inject({ method: 'POST', url: '/thing?_method=GET' })).json()).toEqual({ method: 'POST' })
    expect((await app.inject({ method: 'PUT', url: '/thing?_method=DELETE' })).json()).toEqual({ method: 'PUT' })
  })

  it('applies the override before routing in the real app', async () => {
    const res = await real.app.inject({ method: 'POST', url: '/api/v1/bootstrap-data?_method=DELETE' })
    expect(res.statusCode).toBe(404)
    expect(ErrorPayloadSchema.parse(res.json()).message).toBe('The route DELETE /api/v1/bootstrap-data could not be found.')
  })

  it('splits with/load/loadCount given as "a,b" or repeated, and accepts workspaceId', async () => {
    const res = await app.inject({ method: 'GET', url: '/list?with=a,b&with=c&load=x&loadCount=y,%20z&workspaceId=3&ids=1,2' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ with: ['a', 'b', 'c'], load: ['x'], loadCount: ['y', 'z'], workspaceId: 3, ids: ['1', '2'] })
  })

  it('answers validation failures with 422 and messages per field', async () => {
    const res = await app.inject({ method: 'POST', url: '/form', payload: { name: 'ab', tags: 'nope' } })
    expect(res.statusCode).toBe(422)
    const body = ErrorPayloadSchema.parse(res.json())
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['name', 'tags'])
    expect(body.message).toBe((body.errors!.name as string[])[0])
    const thrown = await app.inject({ method: 'GET', url: '/invalid' })
    expect(thrown.statusCode).toBe(422)
    expect(thrown.json()).toEqual({ message: 'Taken.', errors: { email: ['Taken.', 'Too long.'], name: 'Required.' } })
  })

  it('answers 429 with Retry-After in whole seconds', async () => {
    const res = await app.inject({ method: 'GET', url: '/throttled' })
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('43')
    expect(ErrorPayloadSchema.parse(res.json()).message).toBe('Too many attempts. Please try again later.')
  })

  it('answers unknown API paths with JSON 404 in the real app', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await real.app.inject({ method, url: '/api/v1/nope/deeper?x=1' })
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toContain('application/json')
      expect(ErrorPayloadSchema.parse(res.json()).message).toBe(`The route ${method} /api/v1/nope/deeper could not be found.`)
    }
  })

  it('hides the cause of a 500 without debugging', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' })
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ message: 'There was an issue. Please try again.' })
  })

  it('attaches the debug trace only when APP_DEBUG is on', async () => {
    const res = await debugApp.inject({ method: 'GET', url: '/crash' })
    expect(res.statusCode).toBe(500)
    const body = ErrorPayloadSchema.parse(res.json())
    expect(body).toMatchObject({ exception: 'TypeError', message: 'boom in handler', ignitionTrace: true })
    const first = body.trace![0]!
    expect(first.vendorGroup).toBe(false)
    if (first.vendorGroup === false) {
      expect(first.path.at(-1)).toBe('request-rules.test.ts')
      expect(first.codeSnippet[String(first.lineNumber)]).toContain("throw new TypeError('boom in handler')")
    }
    const groups = body.trace!.filter((f) => f.vendorGroup)
    expect(groups.length).toBe(body.totalVendorGroups)
    expect(groups.length).toBeGreaterThan(0)
    for (const g of groups) if (g.vendorGroup) expect(g.items.every((f) => f.path.includes('node_modules'))).toBe(true)
    const flat = body.trace!.flatMap((f) => (f.vendorGroup ? f.items : [f])).map((f) => f.flatIndex)
    expect(flat).toEqual(flat.map((_, i) => i))
    // Client errors stay plain even with debugging on.
    expect(Object.keys((await debugApp.inject({ method: 'GET', url: '/invalid' })).json())).toEqual(['message', 'errors'])
  })

  it('a broken escape, invalid UTF-8 or an over-long path part is a 422 JSON error, not Fastify\'s own (issue 16)', async () => {
    for (const url of ['/api/v1/genres/%FF', '/api/v1/genres/%C3%28', '/api/v1/albums/%', `/api/v1/tags/${'a'.repeat(300)}/tracks`]) {
      const res = await real.app.inject({ url })
      expect(res.statusCode, url).toBe(422)
      expect(res.headers['content-type']).toContain('application/json')
      expect(Object.keys(res.json())).toEqual(['message', 'errors'])
      expect(res.json().errors.path).toHaveLength(1)
    }
  })

  it('a NUL byte anywhere in a body is a 422 naming the field (issue 16)', async () => {
    const admin = await adminId(real.db)
    const res = await real.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: { [AS_USER]: String(admin) }, payload: { first_name: 'A\u0000B' } })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: 'This value may not contain NUL bytes.', errors: { first_name: ['This value may not contain NUL bytes.'] } })
    // An edit that sets nothing answers the account unchanged (Drizzle refuses an empty SET: it was a 500).
    const empty = await real.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: { [AS_USER]: String(admin) }, payload: {} })
    expect(empty.statusCode).toBe(200)
  })
})

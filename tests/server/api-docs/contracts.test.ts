// The API's contracts (issue 14, /api-docs): every route under /api/v1 declares its params, body and
// answer as zod contracts unless CONTRACT_EXEMPT says why it cannot, and the OpenAPI document made from
// them is the one checked in at docs/api/openapi.json. `npm run api-docs` rewrites that file.
import fs from 'node:fs'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { validate } from '@readme/openapi-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTRACT_EXEMPT, type ContractPart } from '../../../src/server/plugins/openapi'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newRole } from '../../helpers/factories'

const DOC_PATH = path.resolve(import.meta.dirname, '../../../docs/api/openapi.json')
const WRITES = new Set(['POST', 'PUT', 'PATCH'])

let t: TestApp
const routes: RouteOptions[] = []

beforeAll(async () => {
  t = await buildTestApp({}, { onRoute: (route) => void routes.push(route) })
}, 60_000)
afterAll(() => t.close())

function apiRoutes() {
  return routes
    .filter((route) => route.url.startsWith('/api/v1'))
    .map((route) => ({ url: route.url, methods: [route.method].flat().filter((m) => m !== 'HEAD'), schema: (route.schema ?? {}) as Record<string, unknown> }))
    .filter((route) => route.methods.length > 0)
}

/** The contract parts a route should declare but does not. */
function missingParts(route: ReturnType<typeof apiRoutes>[number]): ContractPart[] {
  const missing: ContractPart[] = []
  if (route.url.includes(':') && !route.schema.params) missing.push('params')
  if (route.methods.some((m) => WRITES.has(m)) && !route.schema.body) missing.push('body')
  if (!route.schema.response) missing.push('response')
  return missing
}

describe('API contracts', () => {
  it('every route declares its params, body and answer, or is exempt with a reason', () => {
    const gaps = apiRoutes()
      .map((route) => ({ route, missing: missingParts(route).filter((part) => !CONTRACT_EXEMPT[route.url]?.parts.includes(part)) }))
      .filter(({ missing }) => missing.length > 0)
      .map(({ route, missing }) => `${route.methods.join(',')} ${route.url}: no ${missing.join(', ')} schema`)
    expect(gaps, 'add zod contracts to these routes (or a reasoned CONTRACT_EXEMPT entry)').toEqual([])
  })

  it('lists no exemption for a route that does not exist or needs none', () => {
    const all = apiRoutes()
    const stale = Object.entries(CONTRACT_EXEMPT).flatMap(([url, { parts }]) => {
      const same = all.filter((route) => route.url === url)
      if (same.length === 0) return [`${url}: no such route`]
      const missing = new Set(same.flatMap(missingParts))
      return parts.filter((part) => !missing.has(part)).map((part) => `${url}: declares ${part} after all`)
    })
    expect(stale).toEqual([])
  })

  it('makes an OpenAPI 3.1 document with every documented route, equal to the checked-in one', () => {
    const doc = t.app.swagger() as { openapi: string; paths: Record<string, Record<string, { responses?: object; tags?: string[] }>> }
    expect(doc.openapi).toBe('3.1.0')
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${url}`))
    // Every visible route is in the document, with fastify's `:id` written as OpenAPI's `{id}`.
    for (const route of apiRoutes()) {
      if (CONTRACT_EXEMPT[route.url]?.hidden) continue
      const url = route.url.replace(/:(\w+)/g, '{$1}')
      for (const method of route.methods) expect(documented).toContain(`${method} ${url}`)
    }
    for (const ops of Object.values(doc.paths)) for (const op of Object.values(ops)) expect(op.tags?.length).toBe(1)

    const text = `${JSON.stringify(doc, null, 1)}\n`
    if (process.env.UPDATE_API_DOCS === '1') {
      fs.mkdirSync(path.dirname(DOC_PATH), { recursive: true })
      fs.writeFileSync(DOC_PATH, text)
    }
    const checkedIn = fs.existsSync(DOC_PATH) ? fs.readFileSync(DOC_PATH, 'utf8') : ''
    expect(checkedIn === text, 'docs/api/openapi.json is out of date: run `npm run api-docs` and commit it').toBe(true)
  })

  // Generators read the document with a real parser: every $ref must resolve, every path parameter be in
  // its path (issue 26: "Missing $ref pointer #/components/schemas/schema0" broke generated clients).
  it('is a valid OpenAPI document for @readme/openapi-parser, as served and as checked in', async () => {
    await newRole(t.db, 'guests with api access', ['api.access'], { guests: true })
    const served = await t.app.inject({ method: 'GET', url: '/api/v1/api-docs/openapi.json' })
    expect(served.statusCode).toBe(200)
    const checkedIn = JSON.parse(fs.readFileSync(DOC_PATH, 'utf8')) as object
    for (const doc of [served.json() as object, checkedIn]) {
      const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0])
      expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([])
    }
  })
})

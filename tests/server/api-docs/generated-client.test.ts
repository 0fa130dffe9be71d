// Issue 26: the web API's own document is usable by generators. openapi-typescript (the npm generator)
// turns the served document into `paths`/`components` types, and the TypeScript compiler type-checks a
// small client written against them: a correct one compiles, a wrong one is refused (so the check is real).
// The served document equals the checked-in docs/api/openapi.json (contracts.test.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../helpers/build-app'
import { newRole } from '../../helpers/factories'

let t: TestApp
let dir: string

beforeAll(async () => {
  t = await buildTestApp()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'encore-openapi-client-'))
}, 60_000)
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** A client of three endpoints: path and query parameters in, typed answers out. */
const CLIENT = `
import type { components, paths } from './api'

type AlbumGet = paths['/api/v1/albums/{id}']['get']
type AlbumAnswer = AlbumGet['responses'][200]['content']['application/json']
type SearchQuery = paths['/api/v1/search']['get']['parameters']['query']
type Album = components['schemas']['Album']

export async function album(base: string, id: AlbumGet['parameters']['path']['id']): Promise<Album> {
  const res = await fetch(\`\${base}/api/v1/albums/\${id}\`)
  const body = (await res.json()) as AlbumAnswer
  const status: 'success' = body.status
  void status
  return body.album
}

export const query: SearchQuery = { query: 'night', loader: 'searchPage' }
export const title = (a: Album): string => \`\${a.name} (\${a.release_date ?? 'undated'}) #\${a.id.toFixed(0)}\`
`

/** The same client with three mistakes a typed client must catch. */
const WRONG = `
import type { components, paths } from './api'
type SearchQuery = paths['/api/v1/search']['get']['parameters']['query']
export const query: SearchQuery = { query: 'night', loader: 'everything' }
export const id: paths['/api/v1/albums/{id}']['get']['parameters']['path']['id'] = 'one'
export const name: number = ({} as components['schemas']['Album']).name
`

function typeCheck(files: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
  const program = ts.createProgram(
    Object.keys(files).map((name) => path.join(dir, name)),
    { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [] },
  )
  return ts.getPreEmitDiagnostics(program).map((d) => `${d.file ? path.basename(d.file.fileName) : ''}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`)
}

describe('a typed client generated from the OpenAPI document', () => {
  it('generates with openapi-typescript and compiles; a wrong call does not', async () => {
    await newRole(t.db, 'guests with api access', ['api.access'], { guests: true })
    const served = await t.app.inject({ method: 'GET', url: '/api/v1/api-docs/openapi.json' })
    expect(served.statusCode).toBe(200)
    const api = astToString(await openapiTS(served.body))
    expect(api).toContain('"/api/v1/albums/{id}": {')

    expect(typeCheck({ 'api.ts': api, 'client.ts': CLIENT })).toEqual([])
    const errors = typeCheck({ 'api.ts': api, 'client.ts': WRONG })
    expect(errors).toEqual([
      `client.ts: Type '"everything"' is not assignable to type '"search" | "searchPage" | undefined'.`,
      "client.ts: Type 'string' is not assignable to type 'number'.",
      "client.ts: Type 'string' is not assignable to type 'number'.",
    ])
  }, 60_000)
})

import { describe, expect, it } from 'vitest'
import { groupOperations, schemaSummary, type OpenApiDocument } from '../../../../src/client/features/api-docs'

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Encore API', version: '1' },
  paths: {
    '/api/v1/tracks/{id}': { delete: { tags: ['tracks'] }, get: { tags: ['tracks'] } },
    '/api/v1/albums/{id}': { get: { tags: ['albums'] } },
    '/api/v1/tracks': { post: { tags: ['tracks'] }, parameters: {} as never },
  },
}

describe('api docs: operations', () => {
  it('groups by tag in order, paths alphabetical, GET before DELETE, skipping non-methods', () => {
    const groups = groupOperations(doc, '')
    expect(groups.map(([tag, ops]) => [tag, ops.map((o) => `${o.method} ${o.path}`)])).toEqual([
      ['albums', ['get /api/v1/albums/{id}']],
      ['tracks', ['post /api/v1/tracks', 'get /api/v1/tracks/{id}', 'delete /api/v1/tracks/{id}']],
    ])
  })

  it('filters by method, path or tag, case-insensitively', () => {
    expect(groupOperations(doc, 'DELETE').flatMap(([, ops]) => ops.map((o) => o.id))).toEqual(['delete-api-v1-tracks-id-'])
    expect(groupOperations(doc, 'albums').map(([tag]) => tag)).toEqual(['albums'])
    expect(groupOperations(doc, 'nothing')).toEqual([])
  })

  it('reads schemas in one line', () => {
    expect(schemaSummary({ type: 'string' })).toBe('string')
    expect(schemaSummary({ type: 'array', items: { type: 'integer' } })).toBe('array of integer')
    expect(schemaSummary({ enum: ['a', 'b'] })).toBe('"a" | "b"')
    expect(schemaSummary({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null')
    expect(schemaSummary(undefined)).toBe('any')
  })
})

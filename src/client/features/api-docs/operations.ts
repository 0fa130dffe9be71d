import type { OpenApiDocument, OpenApiOperation } from './api'

export interface Operation {
  id: string
  method: string
  path: string
  tag: string
  op: OpenApiOperation
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete']

/** The document's operations grouped by tag, tags and paths in alphabetical order, filtered by `query`. */
export function groupOperations(doc: OpenApiDocument, query: string): [string, Operation[]][] {
  const needle = query.trim().toLowerCase()
  const groups = new Map<string, Operation[]>()
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (!METHOD_ORDER.includes(method)) continue
      const tag = op.tags?.[0] ?? 'other'
      const text = `${method} ${path} ${tag} ${op.summary ?? ''}`.toLowerCase()
      if (needle && !text.includes(needle)) continue
      const list = groups.get(tag) ?? []
      list.push({ id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-'), method, path, tag, op })
      groups.set(tag, list)
    }
  }
  for (const list of groups.values()) {
    list.sort((a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method))
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
}

/** A one-line reading of a JSON schema: `string`, `integer`, `array of object`, `"a" | "b"`. */
export function schemaSummary(schema: Record<string, unknown> | undefined): string {
  if (!schema) return 'any'
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ')
  if ('const' in schema) return JSON.stringify(schema.const)
  const anyOf = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (anyOf) return anyOf.map(schemaSummary).join(' | ')
  if (schema.type === 'array') return `array of ${schemaSummary(schema.items as Record<string, unknown> | undefined)}`
  if (Array.isArray(schema.type)) return schema.type.join(' | ')
  return typeof schema.type === 'string' ? schema.type : 'object'
}

import { queryOptions } from '@tanstack/react-query'
import { http } from '../../lib/http'

/** The parts of an OpenAPI 3.1 document the viewer reads. */
export interface OpenApiOperation {
  tags?: string[]
  summary?: string
  description?: string
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>
}
export type JsonSchema = Record<string, unknown>
export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, OpenApiOperation>>
}

/** `GET api-docs/openapi.json`: gated by `api.access` on the server (music-product §6). */
export const openApiQuery = () =>
  queryOptions({
    queryKey: ['api-docs', 'openapi'] as const,
    queryFn: ({ signal }) => http.get<OpenApiDocument>('api-docs/openapi.json', { signal }),
    staleTime: Infinity,
  })

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  SearchModelParamsSchema,
  SearchModelQuerySchema,
  SearchModelResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  SuggestionParamsSchema,
  SuggestionQuerySchema,
  SuggestionsResponseSchema,
} from '../../../shared/contracts/search'
import { requireAnyPermission, requirePermission } from '../permissions/index'
import { cachedRead, serializeCtxFor } from '../catalogue/index'
import type { ResponseCache } from '../../lib/response-cache/index'
import { SEARCH_VIEW_PERMISSIONS, type SearchService } from './search.service'

const ok = 'success' as const

export const searchRoutes: FastifyPluginAsyncZod<{ service: SearchService; cache: ResponseCache }> = async (app, { service, cache }) => {
  // Search results list public models only (private playlists are left out for everyone), by the viewer's grants.
  const cached = cachedRead(cache)
  app.get('/search', { preHandler: cached, schema: { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema } } }, async (req) => {
    const { query, modelTypes, loader } = req.query
    return { status: ok, query, loader, results: await service.search(query, modelTypes, loader, req.viewer, serializeCtxFor(req)) }
  })

  app.get(
    '/search/model/:modelType',
    { preHandler: [requireAnyPermission(SEARCH_VIEW_PERMISSIONS), cached], schema: { params: SearchModelParamsSchema, querystring: SearchModelQuerySchema, response: { 200: SearchModelResponseSchema } } },
    async (req) => ({ status: ok, pagination: await service.model(req.params.modelType, req.query, req.viewer, serializeCtxFor(req)) }),
  )

  for (const type of ['artist', 'album'] as const) {
    const answer = async (query: string | undefined, id: number | undefined) => ({ status: ok, results: await service.suggestions(type, query, id) })
    // Without `:id` the path has no parameter: declaring one there made the OpenAPI document invalid (issue 26).
    app.get(
      `/search/suggestions/${type}`,
      { preHandler: requirePermission('music.view'), schema: { querystring: SuggestionQuerySchema, response: { 200: SuggestionsResponseSchema } } },
      async (req) => answer(req.query.query, undefined),
    )
    app.get(
      `/search/suggestions/${type}/:id`,
      { preHandler: requirePermission('music.view'), schema: { params: SuggestionParamsSchema, querystring: SuggestionQuerySchema, response: { 200: SuggestionsResponseSchema } } },
      async (req) => answer(req.query.query, req.params.id),
    )
  }
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AudioSearchParamsSchema, AudioSearchResponseSchema, ProviderStatusResponseSchema, YoutubeClientErrorSchema } from '../../../shared/contracts/providers'
import { requirePermission } from '../permissions/index'
import type { AudioSearch } from './audio-search.service'

/** Names arrive URL-encoded twice (music-catalog §3): the router took one layer off. */
const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export const providersRoutes: FastifyPluginAsyncZod<{ audioSearch: AudioSearch }> = async (app, { audioSearch }) => {
  app.get(
    '/search/audio/:trackId/:artist/:track',
    { preHandler: requirePermission('music.view'), schema: { params: AudioSearchParamsSchema, response: { 200: AudioSearchResponseSchema } } },
    async (request) => {
      const { trackId, artist, track } = request.params
      return { status: 'success' as const, results: await audioSearch.search(trackId, decode(artist), decode(track)) }
    },
  )

  app.post(
    '/youtube/log-client-error',
    { preHandler: requirePermission('music.view'), schema: { body: YoutubeClientErrorSchema, response: { 200: ProviderStatusResponseSchema } } },
    async (request) => {
      await audioSearch.assertEnabled()
      request.log.warn({ provider: 'youtube', code: request.body.code, videoUrl: request.body.videoUrl }, 'youtube embed error reported by a client')
      return { status: 'success' as const }
    },
  )
}

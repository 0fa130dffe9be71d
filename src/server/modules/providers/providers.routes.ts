import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AudioSearchParamsSchema,
  AudioSearchResponseSchema,
  ImportSingleItemResponseSchema,
  ImportSingleItemSchema,
  ProviderStatusResponseSchema,
  YoutubeClientErrorSchema,
} from '../../../shared/contracts/providers'
import { serializeCtxFor, type Hydrator } from '../catalogue/index'
import { requirePermission } from '../permissions/index'
import type { AudioSearch } from './audio-search.service'
import type { SpotifyImport } from './spotify-import.service'

/** Names arrive URL-encoded twice (music-catalog §3): the router took one layer off. */
const decode = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

export const providersRoutes: FastifyPluginAsyncZod<{ audioSearch: AudioSearch; spotifyImport: SpotifyImport; hydrator: Hydrator }> = async (
  app,
  { audioSearch, spotifyImport, hydrator },
) => {
  app.get(
    '/search/audio/:trackId/:artist/:track',
    { preValidation: requirePermission('music.view'), schema: { params: AudioSearchParamsSchema, response: { 200: AudioSearchResponseSchema } } },
    async (request) => {
      const { trackId, artist, track } = request.params
      return { status: 'success' as const, results: await audioSearch.search(trackId, decode(artist), decode(track)) }
    },
  )

  app.post(
    '/youtube/log-client-error',
    { preValidation: requirePermission('music.view'), schema: { body: YoutubeClientErrorSchema, response: { 200: ProviderStatusResponseSchema } } },
    async (request) => {
      await audioSearch.assertEnabled()
      request.log.warn({ provider: 'youtube', code: request.body.code, videoUrl: request.body.videoUrl }, 'youtube embed error reported by a client')
      return { status: 'success' as const }
    },
  )

  // Creates catalogue rows: music.create, checked before the body is read.
  app.post(
    '/import-media/single-item',
    { preValidation: requirePermission('music.create'), schema: { body: ImportSingleItemSchema, response: { 200: ImportSingleItemResponseSchema } } },
    async (request) => {
      const { modelType, spotifyId, importLyrics } = request.body
      const id = await spotifyImport.importItem(modelType, spotifyId, importLyrics ?? false)
      const ctx = serializeCtxFor(request)
      if (modelType === 'artist') return { status: 'success' as const, artist: (await hydrator.artists([id]))[0] }
      if (modelType === 'album') return { status: 'success' as const, album: (await hydrator.albums([id], ctx, { tracks: true }))[0] }
      return { status: 'success' as const, track: (await hydrator.tracks([id], ctx))[0] }
    },
  )
}

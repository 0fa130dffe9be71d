import type { FastifyPluginAsync } from 'fastify'
import { registerMetaResolver } from '../../plugins/meta'
import type { ModuleDeps } from '../index'
import { makeCatalogueMetaResolver } from './catalogue-meta'
import { makeHydrator } from './hydrate.service'
import { makeRelationsRepo } from './relations.repo'
import { makeTracksRepo } from './tracks.repo'
import { tracksRoutes } from './tracks.routes'
import { makeTracksService } from './tracks.service'

export { makeRelationsRepo, type RelationsRepo, type TrackRow, type AlbumRow, type ArtistRow } from './relations.repo'
export { makeHydrator, type Hydrator, type TrackLoad, type AlbumLoad } from './hydrate.service'
export {
  serializeAlbum,
  serializeArtist,
  serializeGenre,
  serializeTag,
  serializeTrack,
  serializeUserRef,
  type SerializeCtx,
} from './serializers'
export { pageWindow, toPagination, mapPagination, type PageWindow } from './pagination'
export { serializeCtxFor } from './request-context'
export { makeCatalogueMetaResolver } from './catalogue-meta'

/**
 * Track page and waveform (§3.1), plus the SSR meta resolver for album/artist/track pages. The shared
 * hydrator and serializers above serve every catalogue module.
 */
export const tracksModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, storage }) => {
  const relations = makeRelationsRepo(db)
  const service = makeTracksService({ repo: makeTracksRepo(db), hydrator: makeHydrator({ repo: relations }), storage })
  const unregister = registerMetaResolver(makeCatalogueMetaResolver(relations), 'catalogue')
  app.addHook('onClose', async () => unregister())
  await app.register(tracksRoutes, { service })
}

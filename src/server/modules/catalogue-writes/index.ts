import type { FastifyPluginAsync } from 'fastify'
import { makeArtistsRepo } from '../artists/index'
import type { ModuleDeps } from '../../deps'
import { makeAlbumWritesService } from './album-writes.service'
import { makeArtistWritesService } from './artist-writes.service'
import { catalogueTransaction, makeCatalogueWritesRepo } from './catalogue-writes.repo'
import { catalogueWritesRoutes } from './catalogue-writes.routes'
import { noCatalogueEvents, type CatalogueEvents } from './events'
import { makeMinutesService } from './minutes.service'
import { makeTrackWritesService } from './track-writes.service'

export { makeCatalogueWritesRepo, catalogueTransaction, type CatalogueWritesRepo } from './catalogue-writes.repo'
export { canSelectAnyArtist, currentUserArtist } from './catalogue-access'
export { noCatalogueEvents, type CatalogueEvents } from './events'
export { waveKey } from './media-files'
export { makeTrackWritesService, type TrackWritesService, type WritesDeps } from './track-writes.service'

/**
 * Catalogue writes (music-catalog §3.1): POST/PUT/DELETE tracks, albums and artists, used by the
 * backstage and admin forms, plus `users/{user}/minutes-left`. `events` is where notifications plug in.
 */
export function makeCatalogueWritesModule(events: CatalogueEvents = noCatalogueEvents): FastifyPluginAsync<ModuleDeps> {
  return async (app, { db, storage, permissions, catalogue }) => {
    const repo = makeCatalogueWritesRepo(db)
    const { relations, hydrator } = catalogue
    const deps = { repo, transaction: catalogueTransaction(db), hydrator, storage, events }
    const albums = makeAlbumWritesService(deps)
    await app.register(catalogueWritesRoutes, {
      tracks: makeTrackWritesService(deps),
      albums,
      artists: makeArtistWritesService(deps, albums, { artists: makeArtistsRepo(db), relations }),
      minutes: makeMinutesService({ repo, permissions }),
    })
  }
}

/** Mounted with the notifications service's events: new tracks and albums notify the artist's followers. */
export const catalogueWritesModule: FastifyPluginAsync<ModuleDeps> = (app, deps) => makeCatalogueWritesModule(deps.notifications.catalogueEvents)(app, deps)

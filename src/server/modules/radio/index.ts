import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client'
import type { ModuleDeps } from '../../deps'
import { makeCatalogue, type Catalogue } from '../catalogue/index'
import { makeRadioRepo } from './radio.repo'
import { radioRoutes } from './radio.routes'
import { makeRadioService } from './radio.service'

export { makeRadioRepo, type RadioRepo } from './radio.repo'
export { makeRadioService, type RadioService } from './radio.service'

/**
 * A radio service over a database, for other modules (the player's `<type>.<id>.radio` queues). The
 * app passes its shared catalogue; a test may leave it out.
 */
export function makeRadioFor(db: Db, clock: () => Date = () => new Date(), catalogue: Catalogue = makeCatalogue(db), blockedArtists?: () => Promise<unknown>) {
  return makeRadioService({ repo: makeRadioRepo(db), relations: catalogue.relations, hydrator: catalogue.hydrator, clock, ...(blockedArtists ? { blockedArtists } : {}) })
}

/** Local radio recommendations (music-catalog §4.11). */
export const radioModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock, catalogue, settings }) => {
  await app.register(radioRoutes, { service: makeRadioFor(db, clock, catalogue, () => settings.get('artists.blocked')) })
}

import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client'
import type { ModuleDeps } from '../index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makeRadioRepo } from './radio.repo'
import { radioRoutes } from './radio.routes'
import { makeRadioService } from './radio.service'

export { makeRadioRepo, type RadioRepo } from './radio.repo'
export { makeRadioService, type RadioService } from './radio.service'

/** A radio service over a database, for other modules (the player's `<type>.<id>.radio` queues). */
export function makeRadioFor(db: Db, clock: () => Date = () => new Date()) {
  const relations = makeRelationsRepo(db)
  return makeRadioService({ repo: makeRadioRepo(db), relations, hydrator: makeHydrator({ repo: relations }), clock })
}

/** Local radio recommendations (music-catalog §4.11). */
export const radioModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  await app.register(radioRoutes, { service: makeRadioFor(db, clock) })
}

import type { FastifyPluginAsync } from 'fastify'
import { makeChannelsFor } from '../channels/index'
import type { ModuleDeps } from '../index'
import { makeRadioFor } from '../radio/index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makePlayerRepo } from './player.repo'
import { playerRoutes } from './player.routes'
import { makePlayerService } from './player.service'

export { parseQueueId } from './player.service'

/** Queue paging for the persistent player (§3.3). */
export const playerModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, clock }) => {
  const service = makePlayerService({
    repo: makePlayerRepo(db),
    hydrator: makeHydrator({ repo: makeRelationsRepo(db) }),
    channels: makeChannelsFor(db),
    radio: makeRadioFor(db, clock),
  })
  await app.register(playerRoutes, { service })
}

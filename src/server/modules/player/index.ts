import type { FastifyPluginAsync } from 'fastify'
import { makeChannelsFor } from '../channels/index'
import type { ModuleDeps } from '../index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makePlayerRepo } from './player.repo'
import { playerRoutes } from './player.routes'
import { makePlayerService } from './player.service'

export { parseQueueId } from './player.service'

/** Queue paging for the persistent player (§3.3). */
export const playerModule: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  const service = makePlayerService({
    repo: makePlayerRepo(db),
    hydrator: makeHydrator({ repo: makeRelationsRepo(db) }),
    channels: makeChannelsFor(db),
  })
  await app.register(playerRoutes, { service })
}

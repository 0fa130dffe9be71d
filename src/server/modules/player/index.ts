import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeChannelsFor } from '../channels/index'
import { makeRadioFor } from '../radio/index'
import { makePlayerRepo } from './player.repo'
import { playerRoutes } from './player.routes'
import { makePlayerService } from './player.service'

export { parseQueueId } from './player.service'

/** Queue paging for the persistent player (§3.3). */
export const playerModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const service = makePlayerService({
    repo: makePlayerRepo(deps.db),
    hydrator: deps.catalogue.hydrator,
    channels: makeChannelsFor(deps),
    radio: makeRadioFor(deps.db, deps.clock, deps.catalogue, () => deps.settings.get('artists.blocked')),
  })
  await app.register(playerRoutes, { service })
}

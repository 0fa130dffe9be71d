import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeChannelsRepo } from './channels.repo'
import { channelsRoutes } from './channels.routes'
import { makeChannelsService } from './channels.service'

export { makeChannelsRepo, type ChannelsRepo } from './channels.repo'
export { makeChannelsService, type ChannelsService, type ShowOptions } from './channels.service'

/** The channels service over the shared catalogue, for the genre page and the player's channel queues. */
export function makeChannelsFor({ db, catalogue }: Pick<ModuleDeps, 'db' | 'catalogue'>) {
  return makeChannelsService({ repo: makeChannelsRepo(db), hydrator: catalogue.hydrator })
}

/** Public channel pages with their content (§2.9, §3.7 GET). */
export const channelsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(channelsRoutes, { service: makeChannelsFor(deps) })
}

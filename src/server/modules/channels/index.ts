import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makeChannelsRepo } from './channels.repo'
import { channelsRoutes } from './channels.routes'
import { makeChannelsService } from './channels.service'

export { makeChannelsRepo, type ChannelsRepo } from './channels.repo'
export { makeChannelsService, type ChannelsService, type ShowOptions } from './channels.service'

export function makeChannelsFor(db: ModuleDeps['db']) {
  return makeChannelsService({ repo: makeChannelsRepo(db), hydrator: makeHydrator({ repo: makeRelationsRepo(db) }) })
}

/** Public channel pages with their content (§2.9, §3.7 GET). */
export const channelsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  await app.register(channelsRoutes, { service: makeChannelsFor(db) })
}

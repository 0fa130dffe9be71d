import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { scheduleDailyAutoUpdate } from './channel-auto-update'
import { makeChannelsAdminRepo } from './channels-admin.repo'
import { channelsAdminRoutes } from './channels-admin.routes'
import { makeChannelsAdminService } from './channels-admin.service'
import { makeChannelsRepo } from './channels.repo'
import { channelsRoutes } from './channels.routes'
import { makeChannelsService } from './channels.service'

export { makeChannelsRepo, type ChannelsRepo } from './channels.repo'
export { makeChannelsService, type ChannelsService, type ShowOptions } from './channels.service'
export { makeChannelsAdminService, type ChannelsAdminService } from './channels-admin.service'

/** The channels service over the shared catalogue, for the genre page and the player's channel queues. */
export function makeChannelsFor({ db, catalogue }: Pick<ModuleDeps, 'db' | 'catalogue'>) {
  return makeChannelsService({ repo: makeChannelsRepo(db), hydrator: catalogue.hydrator })
}

/** The admin side: CRUD, manual content, presets and the auto-update run (§3.7). */
export function makeChannelsAdminFor({ db, settings }: Pick<ModuleDeps, 'db' | 'settings'>) {
  return makeChannelsAdminService({
    repo: makeChannelsAdminRepo(db),
    sources: makeChannelsRepo(db),
    saveSettings: (client) => settings.update({ client }),
    homepageId: async () => {
      const value = Number(await settings.get('homepage.value'))
      return Number.isInteger(value) ? value : null
    },
  })
}

/** Public channel pages with their content (§2.9, §3.7 GET), the admin endpoints and the daily refresh. */
export const channelsModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  const admin = makeChannelsAdminFor(deps)
  await app.register(channelsRoutes, { service: makeChannelsFor(deps), cache: deps.responseCache })
  await app.register(channelsAdminRoutes, { service: admin })
  // Tests build many apps; only a real server refreshes channels on a timer.
  if (deps.env.NODE_ENV !== 'test') {
    const daily = scheduleDailyAutoUpdate(
      async () => {
        await admin.refreshAutoUpdateChannels()
        // A write outside any request: cached channel pages must not wait for their TTL.
        deps.responseCache.invalidate()
      },
      deps.clock, (error) => app.log.error({ err: error }, 'channel auto-update failed'))
    app.addHook('onClose', async () => daily.stop())
  }
}

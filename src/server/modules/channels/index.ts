import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import type { ChannelPresetId } from '../../../shared/contracts/channels-admin'
import { registerPageCheck } from '../../plugins/page-checks'
import { AUTO_UPDATE_JOB, AUTO_UPDATE_TIME } from './channel-auto-update'
import { makeChannelsAdminRepo } from './channels-admin.repo'
import { channelsAdminRoutes } from './channels-admin.routes'
import { makeChannelsAdminService } from './channels-admin.service'
import { GENRE_TRACKS_TO_SHOW, makeChannelsRepo } from './channels.repo'
import { channelsRoutes } from './channels.routes'
import { makeChannelsService } from './channels.service'

export { makeChannelsRepo, type ChannelsRepo } from './channels.repo'
export { makeChannelsService, type ChannelsService, type ShowOptions } from './channels.service'
export { makeChannelsAdminService, type ChannelsAdminService } from './channels-admin.service'

/** The channels service over the shared catalogue, for the genre page and the player's channel queues. */
/** `genres.approve_after_tracks` (decision 0033), read per query so a change shows at once. */
function genreMinTracks(settings: ModuleDeps['settings']) {
  return async () => {
    const value = Number((await settings.effective()).server['genres.approve_after_tracks'])
    return Number.isInteger(value) && value > 0 ? value : GENRE_TRACKS_TO_SHOW
  }
}

export function makeChannelsFor({ db, catalogue, settings }: Pick<ModuleDeps, 'db' | 'catalogue' | 'settings'>) {
  return makeChannelsService({ repo: makeChannelsRepo(db, { genreMinTracks: genreMinTracks(settings) }), hydrator: catalogue.hydrator, blockedArtists: () => settings.get('artists.blocked') })
}

/**
 * A preset's channels into the database, as the admin's button makes them but without the settings service
 * or the auto-update run: for the first start's starter channels (db/seed/starter-channels.ts).
 */
export function applyChannelPreset(db: ModuleDeps['db'], preset: ChannelPresetId): Promise<Map<string, number>> {
  return makeChannelsAdminRepo(db).replaceWithPreset(preset)
}

/** The admin side: CRUD, manual content, presets and the auto-update run (§3.7). */
export function makeChannelsAdminFor({ db, settings }: Pick<ModuleDeps, 'db' | 'settings'>) {
  return makeChannelsAdminService({
    repo: makeChannelsAdminRepo(db),
    sources: makeChannelsRepo(db, { genreMinTracks: genreMinTracks(settings) }),
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
  // The client's channel routes take any address (`/popular-albums` is a channel); only a channel that
  // exists is a page, so an unknown address answers 404 (issue 28).
  const repo = makeChannelsRepo(deps.db)
  const channelExists = async ({ slugOrId }: Record<string, string>) => !!slugOrId && (await repo.findBySlugOrId(slugOrId)) !== null
  const unregister = [
    registerPageCheck('channels', '/_app/$slugOrId/{-$restriction}', channelExists),
    registerPageCheck('channels-prefixed', '/_app/channel/$slugOrId/{-$restriction}', channelExists),
  ]
  app.addHook('onClose', async () => unregister.forEach((off) => off()))
  await app.register(channelsRoutes, { service: makeChannelsFor(deps), cache: deps.responseCache })
  await app.register(channelsAdminRoutes, { service: admin })
  // One job per day across the cluster (a BullMQ job scheduler with Redis, an in-process timer without),
  // not a timer in every process; the admin's schedule log records each run.
  deps.logs.registerTask({ name: 'channels:auto-update', description: 'Refreshes the content of auto-updated channels.', frequency: 'daily at 03:20' })
  deps.jobs.define(AUTO_UPDATE_JOB, () => deps.logs.runTask('channels:auto-update', async () => {
    await admin.refreshAutoUpdateChannels()
    // A write outside any request: cached channel pages must not wait for their TTL.
    deps.responseCache.invalidate()
  }), { attempts: 1 })
  // Tests build many apps; only a real server schedules the refresh.
  if (deps.env.NODE_ENV !== 'test') await deps.jobs.schedule(AUTO_UPDATE_JOB, { dailyAt: AUTO_UPDATE_TIME }, {})
}

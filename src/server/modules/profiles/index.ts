import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { storedFilesGuardFor } from '../uploads/index'
import { makeProfilesRepo } from './profiles.repo'
import { profilesRoutes } from './profiles.routes'
import { makeProfilesService } from './profiles.service'

export { makeProfilesRepo, type ProfilesRepo } from './profiles.repo'
export { makeProfilesService, type ProfilesService } from './profiles.service'

/** People: user profiles, follows and reposts (music-catalog §2.4, §2.12, §3.4). */
export const profilesModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, catalogue }) => {
  const service = makeProfilesService({ repo: makeProfilesRepo(db), hydrator: catalogue.hydrator, files: storedFilesGuardFor(db) })
  await app.register(profilesRoutes, { service })
}

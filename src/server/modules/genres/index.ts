import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeChannelsFor } from '../channels/index'
import { storedFilesGuardFor } from '../uploads/index'
import { makeGenresRepo } from './genres.repo'
import { genresRoutes } from './genres.routes'
import { makeGenresService } from './genres.service'

/** Genre list and the genre page (the `genre` channel restricted to one genre, §2.6). */
export const genresModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(genresRoutes, { genres: makeGenresService({ repo: makeGenresRepo(deps.db), files: storedFilesGuardFor(deps.db) }), channels: makeChannelsFor(deps) })
}

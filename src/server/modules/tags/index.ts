import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../index'
import { makeHydrator, makeRelationsRepo } from '../tracks/index'
import { makeTagsRepo } from './tags.repo'
import { tagsRoutes } from './tags.routes'
import { makeTagsService } from './tags.service'

/** Tag pages: a tag's tracks and albums, 15 per page (§3.1). */
export const tagsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db }) => {
  const service = makeTagsService({ repo: makeTagsRepo(db), hydrator: makeHydrator({ repo: makeRelationsRepo(db) }) })
  await app.register(tagsRoutes, { service })
}

import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeTagsRepo } from './tags.repo'
import { tagsRoutes } from './tags.routes'
import { makeTagsService } from './tags.service'

/** Tag pages: a tag's tracks and albums, 15 per page (§3.1). */
export const tagsModule: FastifyPluginAsync<ModuleDeps> = async (app, { db, catalogue }) => {
  const service = makeTagsService({ repo: makeTagsRepo(db), hydrator: catalogue.hydrator })
  await app.register(tagsRoutes, { service })
}

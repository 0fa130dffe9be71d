import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../../deps'
import { makeMediaRepo } from './media.repo'
import { mediaRoutes } from './media.routes'
import { makeMediaService } from './media.service'

export { storageRoutes } from './storage.routes'
export { makeImageResizer, MAX_SOURCE_BYTES as MAX_IMAGE_BYTES } from './image-resize'
export { decodedImage, type DecodedImage } from './image-verify'
export { parseTrackSrc, downloadFilename } from './media.service'
/** For the Subsonic API's stream: a transcode (cached with Range, or live) after its own permission checks. */
export { sendTranscoded, type SendTranscodedOptions } from './send-transcoded'

/** Audio delivery under /api/v1: tracks/{id}/stream and tracks/{id}/download. */
export const mediaModule: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  // API tests edit tracks directly in the database and expect the next request to see it.
  const sourceTtlMs = deps.env.NODE_ENV === 'test' ? 0 : 1000
  const service = makeMediaService({ repo: makeMediaRepo(deps.db), settings: deps.settings, sourceTtlMs })
  await app.register(mediaRoutes, { service, storage: deps.storage, accelRedirectPrefix: deps.env.ACCEL_REDIRECT_PREFIX, transcoder: deps.transcoder })
}
export { audioTypeOf, extensionOf, imageTypeOf } from './content-types'
export { sendStored, type SendOptions } from './send-stored'
export { makeMediaService, type MediaService } from './media.service'
export { makeMediaRepo } from './media.repo'

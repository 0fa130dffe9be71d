import type { Db } from '../../db/client'
import { makeHydrator } from './hydrate.service'
import { makeRelationsRepo } from './relations.repo'

export {
  makeRelationsRepo,
  type RelationsRepo,
  type TrackRow,
  type AlbumRow,
  type ArtistRow,
  type GenreRow,
  type TagRow,
} from './relations.repo'
export { makeHydrator, type Hydrator, type TrackLoad, type AlbumLoad } from './hydrate.service'
export {
  serializeAlbum,
  serializeArtist,
  serializeGenre,
  serializeTag,
  serializeTrack,
  serializeUserRef,
  type SerializeCtx,
} from './serializers'
export { serializeCtxFor } from './request-context'
export { cachedRead, cacheKeyOf, type CachedReadOptions } from './cached-read'
export { makeCatalogueMetaResolver } from './catalogue-meta'
export { makeUserRefsRepo, userRefColumns, type UserRefsRepo } from './user-refs.repo'

/**
 * The catalogue kernel every music module shares: the relations repo (tracks with their artists,
 * albums, genres, tags and counts) and the hydrator that turns rows into contract JSON. The
 * composition root (app.ts) builds it once and hands it to every module as `deps.catalogue`.
 */
export function makeCatalogue(db: Db) {
  const relations = makeRelationsRepo(db)
  return { relations, hydrator: makeHydrator({ repo: relations }) }
}

export type Catalogue = ReturnType<typeof makeCatalogue>

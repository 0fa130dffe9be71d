import type { LibraryBody, LikeableType, LikedQuery, UserParam } from '../../../shared/contracts/library'
import type { Album, Artist, Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import { forbidden, notFound, validationError } from '../../lib/http-errors'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { type Hydrator, type SerializeCtx } from '../catalogue/index'
import { likedCursorKey, type LibraryRepo, type LikedRow } from './library.repo'
import { requireUserId, resolveUserParam, type MusicViewer } from './user-param'

/** §6: library tracks, albums and artists are 30 per page. */
export const LIBRARY_PER_PAGE = 30

type WithAdded<T> = T & { added_at: string }

/**
 * Who may see a user's liked tracks, albums and artists, wherever they are listed (library pages,
 * profile tabs, the player's liked-tracks queue): the owner, and viewers holding `users.view`, which
 * music-catalog §2 gives the default users and guests roles (admins hold every permission).
 */
export function canSeeLikesOf(userId: number, viewer: MusicViewer): boolean {
  return userId === viewer.userId || viewer.can('users.view')
}

export function makeLibraryService({ repo, hydrator }: { repo: LibraryRepo; hydrator: Hydrator }) {
  /** Every likeable must name an existing model: 422 per offending item otherwise. */
  async function checkLikeables(body: LibraryBody) {
    const errors: Record<string, string> = {}
    for (const type of ['track', 'album', 'artist'] as const) {
      const wanted = body.likeables.filter((l) => l.likeable_type === type).map((l) => l.likeable_id)
      const found = await repo.existingIds(type, wanted)
      body.likeables.forEach((l, i) => {
        if (l.likeable_type === type && !found.has(l.likeable_id)) errors[`likeables.${i}.likeable_id`] = 'The selected likeable id is invalid.'
      })
    }
    if (Object.keys(errors).length) throw validationError(errors)
    return body.likeables.map((l) => ({ id: l.likeable_id, type: l.likeable_type }))
  }

  /** A library is visible to its owner, and to others who may view users (canSeeLikesOf). */
  async function libraryOwner(param: UserParam, viewer: MusicViewer): Promise<number> {
    const userId = resolveUserParam(param, viewer)
    if (!canSeeLikesOf(userId, viewer)) throw forbidden()
    if (!(await repo.userExists(userId))) throw notFound()
    return userId
  }

  async function page<T>(
    param: UserParam,
    viewer: MusicViewer,
    type: LikeableType,
    q: LikedQuery,
    load: (ids: number[]) => Promise<(T & { id: number })[]>,
  ): Promise<Pagination<WithAdded<T>>> {
    const userId = await libraryOwner(param, viewer)
    const w = pageWindow(q, LIBRARY_PER_PAGE)
    const pageRows = toPagination<LikedRow>(await repo.likedIds(userId, type, q, w.offset, w.limit), w, undefined, (r) => likedCursorKey(q, r))
    const models = await load(pageRows.data.map((r) => r.id))
    const added = new Map(pageRows.data.map((r) => [r.id, r.addedAt.toISOString()]))
    return { ...pageRows, data: models.map((m) => ({ ...m, added_at: added.get(m.id)! })) }
  }

  return {
    /** Idempotent: liking twice keeps one like and its first added_at. */
    async add(viewer: MusicViewer, body: LibraryBody): Promise<void> {
      const userId = requireUserId(viewer)
      await repo.addLikes(userId, await checkLikeables(body))
    },

    /** Removing something not in the library is a no-op, but unknown models still answer 422. */
    async remove(viewer: MusicViewer, body: LibraryBody): Promise<void> {
      const userId = requireUserId(viewer)
      await repo.removeLikes(userId, await checkLikeables(body))
    },

    likedTracks(param: UserParam, viewer: MusicViewer, q: LikedQuery, ctx: SerializeCtx): Promise<Pagination<WithAdded<Track>>> {
      return page(param, viewer, 'track', q, (ids) => hydrator.tracks(ids, ctx))
    },

    likedAlbums(param: UserParam, viewer: MusicViewer, q: LikedQuery, ctx: SerializeCtx): Promise<Pagination<WithAdded<Album>>> {
      return page(param, viewer, 'album', q, (ids) => hydrator.albums(ids, ctx))
    },

    likedArtists(param: UserParam, viewer: MusicViewer, q: LikedQuery): Promise<Pagination<WithAdded<Artist>>> {
      return page(param, viewer, 'artist', q, (ids) => hydrator.artists(ids))
    },
  }
}

export type LibraryService = ReturnType<typeof makeLibraryService>

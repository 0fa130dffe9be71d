import { infiniteQueryOptions } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import {
  LikedAlbumsResponseSchema, LikedArtistsResponseSchema, LikedTracksResponseSchema,
  type LikeableType,
} from '../../../shared/contracts/library'
import { PlayHistoryResponseSchema } from '../../../shared/contracts/player'
import { libraryKeys, type LikedListParams, type UserRef } from './keys'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so production
 * drops zod and the contract modules from the library and profile first screens.
 */
const dev = import.meta.env.DEV
  ? { tracks: LikedTracksResponseSchema, albums: LikedAlbumsResponseSchema, artists: LikedArtistsResponseSchema, history: PlayHistoryResponseSchema }
  : undefined

// Split out so the Like toggle on first screens does not load this module's contracts (zod).
export { libraryKeys, type LikedListParams, type UserRef } from './keys'
export { useToggleLike, type LikeVariables } from './toggle-like'

/** Our own web client receives playable `src` fields (music-catalog §2.1). */
/** Library lists and history page by 30 (music-catalog §6). */
export const LIBRARY_PER_PAGE = 30

type Paged = { pagination: { next_page?: number | null; next_cursor?: string | null } }

const likedPaths = { track: 'liked-tracks', album: 'liked-albums', artist: 'liked-artists' } as const

/** Someone's liked list: `me` for the library, a user id for profile tabs (likes are public). */
function likedQuery<T extends Paged>(type: LikeableType, schema: ZodType<T> | undefined, params: LikedListParams, user: UserRef) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.likedList(type, params, user),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last: T) => nextPageParam(last),
    queryFn: ({ pageParam, signal }): Promise<T> =>
      http.get(`users/${user}/${likedPaths[type]}`, {
        params: { ...params, query: params.query || undefined, ...pageParam, perPage: LIBRARY_PER_PAGE },
        schema,
        signal,
      }),
  })
}

export const likedTracksQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('track', dev?.tracks, params, user)
export const likedAlbumsQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('album', dev?.albums, params, user)
export const likedArtistsQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('artist', dev?.artists, params, user)

/** The signed-in user's listening history, newest play first. */
export const historyQuery = () =>
  infiniteQueryOptions({
    queryKey: libraryKeys.history(),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      http.get('tracks/plays/me', { params: { ...pageParam, perPage: LIBRARY_PER_PAGE }, schema: dev?.history, signal }),
  })

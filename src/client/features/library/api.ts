import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { http } from '../../lib/http'
import {
  LibraryResponseSchema, LikedAlbumsResponseSchema, LikedArtistsResponseSchema, LikedTracksResponseSchema,
  type LikeableType, type LikedQuery,
} from '../../../shared/contracts/library'
import { ENCORE_CLIENT_HEADER, ENCORE_CLIENT_WEB } from '../../../shared/contracts/music'
import { PlayHistoryResponseSchema } from '../../../shared/contracts/player'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'
import { setLiked } from './likes-state'

/** Our own web client receives playable `src` fields (music-catalog §2.1). */
const headers = { [ENCORE_CLIENT_HEADER]: ENCORE_CLIENT_WEB }
/** Library lists and history page by 30 (music-catalog §6). */
export const LIBRARY_PER_PAGE = 30

export type UserRef = number | 'me'
export type LikedListParams = Pick<LikedQuery, 'orderBy' | 'orderDir'> & { query?: string }

export const libraryKeys = {
  all: ['library'] as const,
  liked: (type: LikeableType) => [...libraryKeys.all, 'liked', type] as const,
  likedList: (type: LikeableType, params: LikedListParams, user: UserRef = 'me') => [...libraryKeys.liked(type), user, params] as const,
  history: () => [...libraryKeys.all, 'history'] as const,
}

type Paged = { pagination: { next_page?: number | null } }
const nextPage = (last: Paged): number | undefined => last.pagination.next_page ?? undefined

const likedPaths = { track: 'liked-tracks', album: 'liked-albums', artist: 'liked-artists' } as const

/** Someone's liked list: `me` for the library, a user id for profile tabs (likes are public). */
function likedQuery<T extends Paged>(type: LikeableType, schema: ZodType<T>, params: LikedListParams, user: UserRef) {
  return infiniteQueryOptions({
    queryKey: libraryKeys.likedList(type, params, user),
    initialPageParam: 1,
    getNextPageParam: (last: T) => nextPage(last),
    queryFn: ({ pageParam, signal }): Promise<T> =>
      http.get(`users/${user}/${likedPaths[type]}`, {
        params: { ...params, query: params.query || undefined, page: pageParam, perPage: LIBRARY_PER_PAGE },
        schema,
        headers,
        signal,
      }),
  })
}

export const likedTracksQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('track', LikedTracksResponseSchema, params, user)
export const likedAlbumsQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('album', LikedAlbumsResponseSchema, params, user)
export const likedArtistsQuery = (params: LikedListParams, user: UserRef = 'me') => likedQuery('artist', LikedArtistsResponseSchema, params, user)

/** The signed-in user's listening history, newest play first. */
export const historyQuery = () =>
  infiniteQueryOptions({
    queryKey: libraryKeys.history(),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) =>
      http.get('tracks/plays/me', { params: { page: pageParam, perPage: LIBRARY_PER_PAGE }, schema: PlayHistoryResponseSchema, headers, signal }),
  })

export interface LikeVariables {
  type: LikeableType
  id: number
  liked: boolean
}

/**
 * Adds to or removes from the library. The bootstrap `likes` map flips first (optimistic) so every
 * Like button answers at once; a failed request flips it back.
 */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    // The offline queue decides what happens without a network (it keeps the change in IndexedDB and
    // replays it with the same Idempotency-Key); paused in-memory mutations would be lost on reload.
    networkMode: 'always',
    mutationFn: ({ type, id, liked }: LikeVariables) => {
      const url = liked ? 'users/me/add-to-library' : 'users/me/remove-from-library'
      const body = { likeables: [{ likeable_id: id, likeable_type: type }] }
      return runOrQueue((headers) => http.post(url, { body, headers, schema: LibraryResponseSchema }), {
        method: 'POST',
        url,
        body,
        label: liked ? `Add a ${type} to your library` : `Remove a ${type} from your library`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: ({ type, id, liked }) => setLiked(type, id, liked),
    onError: (_error, { type, id, liked }) => setLiked(type, id, !liked),
    onSettled: (_data, _error, { type }) => queryClient.invalidateQueries({ queryKey: libraryKeys.liked(type) }),
  })
}

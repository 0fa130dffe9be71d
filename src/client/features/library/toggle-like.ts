import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { catalogueKeys } from '../catalogue'
import { http } from '../../lib/http'
import { LibraryResponseSchema, type LikeableType } from '../../../shared/contracts/library'
import { beginChange, settleChange } from '../../stores/library-state'
import type { LibraryChange } from '../../stores/library-changes'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'
import { libraryKeys } from './keys'

/**
 * The response contract is parsed in development and tests only (STYLE 7.6, as in catalogue/api.ts): the
 * ternary folds at build time, so the Like button on first screens does not load zod and the contracts.
 */
const dev = import.meta.env.DEV ? LibraryResponseSchema : undefined

const ADD_URL = 'users/me/add-to-library'
const REMOVE_URL = 'users/me/remove-from-library'

type ArtistPage = { artist: { likes_count?: number } }

function bumpFollowers(queryClient: QueryClient, artistId: number, delta: number) {
  queryClient.setQueryData<ArtistPage>(catalogueKeys.artist(artistId), (page) =>
    page && page.artist.likes_count !== undefined ? { ...page, artist: { ...page.artist, likes_count: Math.max(0, page.artist.likes_count + delta) } } : page,
  )
}

export interface LikeVariables {
  type: LikeableType
  id: number
  liked: boolean
}

const changeOf = ({ type, id, liked }: LikeVariables): LibraryChange => ({ kind: liked ? 'like' : 'unlike', payload: { type, id } })

/**
 * Adds to or removes from the library. library-state shows the change at once (every Like button
 * answers); a failed request drops it again, a queued one keeps showing from the offline queue.
 */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    // The offline queue decides what happens without a network (it keeps the change in IndexedDB and
    // replays it with the same Idempotency-Key); paused in-memory mutations would be lost on reload.
    networkMode: 'always',
    mutationFn: (variables: LikeVariables) => {
      const { type, id, liked } = variables
      const url = liked ? ADD_URL : REMOVE_URL
      const body = { likeables: [{ likeable_id: id, likeable_type: type }] }
      return runOrQueue((headers) => http.post(url, { body, headers, schema: dev }), {
        ...changeOf(variables),
        method: 'POST',
        url,
        body,
        label: liked ? `Add a ${type} to your library` : `Remove a ${type} from your library`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: (variables) => ({ token: beginChange(changeOf(variables)) }),
    onSuccess: (result, variables, context) => {
      settleChange(context.token, result.queued ? null : changeOf(variables))
      // Following an artist is liking it: its page's follower count follows at once (issue 24), without
      // waiting for a refetch the server's page cache may still answer with the old count.
      if (!result.queued && variables.type === 'artist') bumpFollowers(queryClient, variables.id, variables.liked ? 1 : -1)
    },
    onError: (_error, _variables, context) => context && settleChange(context.token, null),
    onSettled: (_data, _error, { type }) => queryClient.invalidateQueries({ queryKey: libraryKeys.liked(type) }),
  })
}

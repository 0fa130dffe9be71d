import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { LibraryResponseSchema, type LikeableType } from '../../../shared/contracts/library'
import { sessionState } from '../../stores/session'
import { registerPendingEffect, runOrQueue, type QueuedMutation } from '../offline-queue'
import { libraryKeys } from './keys'
import { setLiked } from './likes-state'

/**
 * The response contract is parsed in development and tests only (STYLE 7.6, as in catalogue/api.ts): the
 * ternary folds at build time, so the Like button on first screens does not load zod and the contracts.
 */
const dev = import.meta.env.DEV ? LibraryResponseSchema : undefined

const ADD_URL = 'users/me/add-to-library'
const REMOVE_URL = 'users/me/remove-from-library'

/**
 * A like that waits in the offline queue shows as liked after a reload too: bootstrap's likes map comes
 * from the server (or its cached copy), which does not have the change yet.
 */
function showQueuedLike({ url, body }: QueuedMutation): void {
  if (url !== ADD_URL && url !== REMOVE_URL) return
  const { likeables } = body as { likeables: { likeable_id: number; likeable_type: LikeableType }[] }
  for (const like of likeables) setLiked(like.likeable_type, like.likeable_id, url === ADD_URL)
}
registerPendingEffect(showQueuedLike)

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
      const url = liked ? ADD_URL : REMOVE_URL
      const body = { likeables: [{ likeable_id: id, likeable_type: type }] }
      return runOrQueue((headers) => http.post(url, { body, headers, schema: dev }), {
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

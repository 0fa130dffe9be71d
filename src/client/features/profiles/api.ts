import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import {
  FollowedIdsResponseSchema, PeoplePageResponseSchema, RepostsResponseSchema, StatusResponseSchema, UserProfileResponseSchema,
  type UpdateProfileInput,
} from '../../../shared/contracts/profiles'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'


export const profileKeys = {
  all: ['profiles'] as const,
  user: (id: number) => [...profileKeys.all, id] as const,
  people: (id: number, kind: 'followers' | 'followed-users') => [...profileKeys.user(id), kind] as const,
  reposts: (id: number) => [...profileKeys.user(id), 'reposts'] as const,
  followedIds: () => [...profileKeys.all, 'me', 'followed-ids'] as const,
}


export const profileQuery = (id: number) =>
  queryOptions({
    queryKey: profileKeys.user(id),
    queryFn: ({ signal }) => http.get(`user-profile/${id}`, { params: { loader: 'userProfilePage' }, schema: UserProfileResponseSchema, signal }),
  })

/** Followers (`followers`) or followed users (`followed-users`) of a user. */
export const peopleQuery = (id: number, kind: 'followers' | 'followed-users') =>
  infiniteQueryOptions({
    queryKey: profileKeys.people(id, kind),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) => http.get(`users/${id}/${kind}`, { params: { ...pageParam }, schema: PeoplePageResponseSchema, signal }),
  })

export const repostsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: profileKeys.reposts(id),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) => http.get(`users/${id}/reposts`, { params: { ...pageParam }, schema: RepostsResponseSchema, signal }),
  })

/** Whom the signed-in user follows: drives every "Follow"/"Unfollow" user button. */
export const followedIdsQuery = () =>
  queryOptions({
    queryKey: profileKeys.followedIds(),
    queryFn: ({ signal }) => http.get('users/me/followed-users/ids', { schema: FollowedIdsResponseSchema, signal }),
  })

/**
 * Follow / unfollow a user. The button flips at once; offline (or behind older waiting changes) the
 * change waits in the offline queue and the flip stays, so a queued result is not an error.
 */
export function useFollowUser(id: number) {
  const queryClient = useQueryClient()
  const setFollowed = (follow: boolean) =>
    queryClient.setQueryData(followedIdsQuery().queryKey, (old) =>
      old ? { ...old, ids: follow ? [...old.ids.filter((x) => x !== id), id] : old.ids.filter((x) => x !== id) } : old)
  return useMutation({
    // Offline the queue keeps the change in IndexedDB; a paused in-memory mutation would be lost on reload.
    networkMode: 'always',
    mutationFn: (follow: boolean) => {
      const url = `users/${id}/${follow ? 'follow' : 'unfollow'}`
      return runOrQueue((h) => http.post(url, { schema: StatusResponseSchema, headers: h }), {
        method: 'POST', url, label: follow ? 'Follow a user' : 'Unfollow a user', userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: (follow) => setFollowed(follow),
    onError: (_error, follow) => setFollowed(!follow),
    // A queued change is not on the server yet: refetching now would undo the flip until the replay.
    onSettled: (result) => result?.queued ? undefined : Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.followedIds() }),
      queryClient.invalidateQueries({ queryKey: profileKeys.user(id) }),
    ]),
  })
}

/** PUT users/profile/update: the answer is the fresh profile, so the page updates without a refetch. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => http.put('users/profile/update', { body: input, schema: UserProfileResponseSchema }),
    onSuccess: (data) => queryClient.setQueryData(profileKeys.user(data.user.id), data),
  })
}

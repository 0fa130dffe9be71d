import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import {
  FollowedIdsResponseSchema, PeoplePageResponseSchema, RepostsResponseSchema, StatusResponseSchema, UserProfileResponseSchema,
  type UpdateProfileInput,
} from '../../../shared/contracts/profiles'
import type { LibraryChange } from '../../stores/library-changes'
import { beginChange, setFollowedUsers, settleChange } from '../../stores/library-state'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so in production
 * the contract modules and zod stay off this page's first screen.
 */
const dev = import.meta.env.DEV
  ? { followedIds: FollowedIdsResponseSchema, people: PeoplePageResponseSchema, reposts: RepostsResponseSchema, status: StatusResponseSchema, profile: UserProfileResponseSchema }
  : undefined


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
    queryFn: ({ signal }) => http.get(`user-profile/${id}`, { params: { loader: 'userProfilePage' }, schema: dev?.profile, signal }),
  })

/** Followers (`followers`) or followed users (`followed-users`) of a user. */
export const peopleQuery = (id: number, kind: 'followers' | 'followed-users') =>
  infiniteQueryOptions({
    queryKey: profileKeys.people(id, kind),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) => http.get(`users/${id}/${kind}`, { params: { ...pageParam }, schema: dev?.people, signal }),
  })

export const repostsQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: profileKeys.reposts(id),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) => http.get(`users/${id}/reposts`, { params: { ...pageParam }, schema: dev?.reposts, signal }),
  })

/**
 * Whom the signed-in user follows, from the server. The answer seeds library-state (not in
 * bootstrap-data), which drives every "Follow"/"Unfollow" user button; this query only fetches it.
 */
export const followedIdsQuery = () =>
  queryOptions({
    queryKey: profileKeys.followedIds(),
    queryFn: async ({ signal }) => {
      const userId = sessionState.user?.id
      const data = await http.get('users/me/followed-users/ids', { schema: dev?.followedIds, signal })
      if (userId !== undefined) setFollowedUsers(userId, data.ids)
      return data
    },
  })

const followChange = (id: number, follow: boolean): LibraryChange => ({ kind: follow ? 'follow-user' : 'unfollow-user', payload: { userId: id } })

/**
 * Follow / unfollow a user. The button flips at once; offline (or behind older waiting changes) the
 * change waits in the offline queue and shows from there, so a queued result is not an error.
 */
export function useFollowUser(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    // Offline the queue keeps the change in IndexedDB; a paused in-memory mutation would be lost on reload.
    networkMode: 'always',
    mutationFn: (follow: boolean) => {
      const url = `users/${id}/${follow ? 'follow' : 'unfollow'}`
      return runOrQueue((h) => http.post(url, { schema: dev?.status, headers: h }), {
        ...followChange(id, follow),
        method: 'POST', url, label: follow ? 'Follow a user' : 'Unfollow a user', userId: sessionState.user?.id ?? null,
      })
    },
    onMutate: (follow) => ({ token: beginChange(followChange(id, follow)) }),
    onSuccess: (result, follow, context) => settleChange(context.token, result.queued ? null : followChange(id, follow)),
    onError: (_error, _follow, context) => context && settleChange(context.token, null),
    // A queued change is not on the server yet: nothing new to fetch until the replay.
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
    mutationFn: (input: UpdateProfileInput) => http.put('users/profile/update', { body: input, schema: dev?.profile }),
    onSuccess: (data) => queryClient.setQueryData(profileKeys.user(data.user.id), data),
  })
}

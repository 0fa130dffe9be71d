import type { z } from 'zod'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { FIRST_PAGE, nextPageParam } from '../../lib/paging'
import type { Track } from '../../../shared/contracts/catalogue'
import {
  PlaylistPageResponseSchema, PlaylistResponseSchema, PlaylistStatusResponseSchema, PlaylistTracksResponseSchema,
  PlaylistsPageResponseSchema, type CreatePlaylistInput, type Playlist, type UpdatePlaylistInput,
} from '../../../shared/contracts/playlists'
import { compactPlaylist, type LibraryChange } from '../../stores/library-changes'
import { beginChange, forgetPlaylist, rememberPlaylist, settleChange } from '../../stores/library-state'
import { sessionState } from '../../stores/session'
import { runOrQueue, type QueuedChange } from '../offline-queue'

export const PLAYLIST_TRACKS_PER_PAGE = 30

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so production
 * drops zod and the contract module from the playlist and library first screens.
 */
const dev = import.meta.env.DEV
  ? {
      page: PlaylistPageResponseSchema, playlist: PlaylistResponseSchema, status: PlaylistStatusResponseSchema,
      tracks: PlaylistTracksResponseSchema, list: PlaylistsPageResponseSchema,
    }
  : undefined

export const playlistKeys = {
  all: ['playlists'] as const,
  detail: (id: number) => [...playlistKeys.all, 'detail', id] as const,
  tracks: (id: number) => [...playlistKeys.detail(id), 'tracks'] as const,
  ofUser: (user: number | 'me') => [...playlistKeys.all, 'user', user] as const,
}

const nextPage = (last: { pagination: { next_page?: number | null } }) => last.pagination.next_page ?? undefined

/** Header data: the playlist with editors, tracks_count and total duration. */
export const playlistQuery = (id: number) =>
  queryOptions({
    queryKey: playlistKeys.detail(id),
    queryFn: ({ signal }) => http.get(`playlists/${id}`, { params: { loader: 'playlistPage' }, schema: dev?.page, signal }),
  })

/** Tracks in playlist order, 30 per page (music-catalog §6). */
export const playlistTracksQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: playlistKeys.tracks(id),
    // Keyset: a long playlist scrolled far is a seek, not an offset (lib/paging.ts).
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
    queryFn: ({ pageParam, signal }) =>
      http.get(`playlists/${id}/tracks`, { params: { ...pageParam, perPage: PLAYLIST_TRACKS_PER_PAGE }, schema: dev?.tracks, signal }),
  })

/** Own and followed playlists for `me`; others see public ones only. */
export const userPlaylistsQuery = (user: number | 'me') =>
  infiniteQueryOptions({
    queryKey: playlistKeys.ofUser(user),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) => http.get(`users/${user}/playlists`, { params: { page: pageParam }, schema: dev?.list, signal }),
  })

function useInvalidate() {
  const queryClient = useQueryClient()
  return (id?: number) => queryClient.invalidateQueries({ queryKey: id === undefined ? playlistKeys.all : playlistKeys.detail(id) })
}

export function useCreatePlaylist() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (input: CreatePlaylistInput) => http.post('playlists', { body: input, schema: dev?.playlist }),
    onSuccess: ({ playlist }) => {
      rememberPlaylist(playlist)
      return invalidate()
    },
  })
}

export function useUpdatePlaylist(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (input: UpdatePlaylistInput) => http.put(`playlists/${id}`, { body: input, schema: dev?.playlist }),
    onSuccess: ({ playlist }) => {
      rememberPlaylist(playlist)
      return invalidate()
    },
  })
}

/** POST playlists/{id}/image: the server keeps a centred square crop (issue 24). */
export function useUploadPlaylistImage(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.append('file', file)
      return http.post(`playlists/${id}/image`, { body, schema: dev?.playlist })
    },
    onSuccess: ({ playlist }) => {
      rememberPlaylist(playlist)
      return invalidate()
    },
  })
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.delete(`playlists/${id}`, { schema: dev?.status }),
    onSuccess: (_data, id) => {
      forgetPlaylist(id)
      queryClient.removeQueries({ queryKey: playlistKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: playlistKeys.all })
    },
  })
}

type RequestOptionsOf<T> = NonNullable<Parameters<typeof http.post<T>>[1]>

/**
 * POSTs a playlist change now, or keeps it in the offline queue (IndexedDB) when there is no network
 * or older changes still wait; both carry one Idempotency-Key so a lost answer never applies it twice.
 */
function postOrQueue<T>(change: QueuedChange, url: string, body: unknown, schema: RequestOptionsOf<T>['schema'], label: string) {
  return runOrQueue((h) => http.post<T>(url, { ...(body === undefined ? {} : { body }), schema, headers: h }), {
    ...change, method: 'POST', url, ...(body === undefined ? {} : { body }), label, userId: sessionState.user?.id ?? null,
  })
}

type TracksPages = InfiniteData<z.infer<typeof PlaylistTracksResponseSchema>, number>

/** Rewrites the loaded pages of a playlist's tracks (page sizes kept), for optimistic remove and reorder. */
function useEditLoadedTracks(playlistId: number) {
  const queryClient = useQueryClient()
  return (edit: (tracks: Track[]) => Track[]) => {
    const key = playlistTracksQuery(playlistId).queryKey
    const before = queryClient.getQueryData<TracksPages>(key)
    queryClient.setQueryData<TracksPages>(key, (old) => {
      if (!old) return old
      const next = edit(old.pages.flatMap((p) => p.pagination.data))
      let at = 0
      const pages = old.pages.map((p) => {
        const data = next.slice(at, at + p.pagination.data.length)
        at += p.pagination.data.length
        return { ...p, pagination: { ...p.pagination, data } }
      })
      return { ...old, pages }
    })
    return () => queryClient.setQueryData(key, before)
  }
}

/**
 * Follow / unfollow a playlist; library-state shows it at once. A queued follow carries the compact
 * playlist, so after an offline reload menus still list it with its name, owner and collaboration.
 */
export function useFollowPlaylist(playlist: Playlist) {
  const invalidate = useInvalidate()
  const changeOf = (follow: boolean): LibraryChange => follow
    ? { kind: 'follow-playlist', payload: { playlist: compactPlaylist(playlist) } }
    : { kind: 'unfollow-playlist', payload: { playlistId: playlist.id } }
  return useMutation({
    // Offline the change waits in the offline queue (IndexedDB) instead of a paused in-memory mutation.
    networkMode: 'always',
    mutationFn: (follow: boolean) =>
      postOrQueue(changeOf(follow), `playlists/${playlist.id}/${follow ? 'follow' : 'unfollow'}`, undefined, dev?.status,
        follow ? `Follow “${playlist.name}”` : `Unfollow “${playlist.name}”`),
    onMutate: (follow) => ({ token: beginChange(changeOf(follow)) }),
    onError: (_error, _follow, context) => context && settleChange(context.token, null),
    onSuccess: (result, follow, context) => {
      settleChange(context.token, result.queued ? null : changeOf(follow))
      return result.queued ? undefined : invalidate()
    },
  })
}

export function useAddTracks() {
  const invalidate = useInvalidate()
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ playlistId, trackIds }: { playlistId: number; trackIds: number[] }) =>
      postOrQueue({ kind: 'add-tracks', payload: { playlistId, trackIds } }, `playlists/${playlistId}/tracks/add`, { ids: trackIds }, dev?.playlist,
        trackIds.length === 1 ? 'Add a track to a playlist' : `Add ${trackIds.length} tracks to a playlist`),
    onSuccess: (result, { playlistId }) => {
      if (result.queued) return
      rememberPlaylist(result.data.playlist)
      return invalidate(playlistId)
    },
  })
}

/** Removes tracks; the rows go at once, and come back if the server refuses while online. */
export function useRemoveTracks(playlistId: number) {
  const invalidate = useInvalidate()
  const editLoaded = useEditLoadedTracks(playlistId)
  return useMutation({
    networkMode: 'always',
    mutationFn: (trackIds: number[]) =>
      postOrQueue({ kind: 'remove-tracks', payload: { playlistId, trackIds } }, `playlists/${playlistId}/tracks/remove`, { ids: trackIds }, dev?.playlist,
        trackIds.length === 1 ? 'Remove a track from a playlist' : `Remove ${trackIds.length} tracks from a playlist`),
    onMutate: (trackIds) => ({ undo: editLoaded((tracks) => tracks.filter((t) => !trackIds.includes(t.id))) }),
    onError: (_error, _ids, context) => context?.undo(),
    onSuccess: (result) => (result.queued ? undefined : invalidate(playlistId)),
  })
}

/** Sends the full new order; the list shows it at once and refetches when the server has it. */
export function useReorderTracks(playlistId: number) {
  const invalidate = useInvalidate()
  const editLoaded = useEditLoadedTracks(playlistId)
  return useMutation({
    networkMode: 'always',
    mutationFn: (trackIds: number[]) =>
      postOrQueue({ kind: 'reorder-tracks', payload: { playlistId, trackIds } }, `playlists/${playlistId}/tracks/order`, { ids: trackIds },
        dev?.status, 'Reorder a playlist'),
    // The cache follows too, so the order survives a reload while the change waits offline.
    onMutate: (trackIds) => ({
      undo: editLoaded((tracks) => {
        const rank = new Map(trackIds.map((id, i) => [id, i]))
        return tracks.slice().sort((a, b) => (rank.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b.id) ?? Number.MAX_SAFE_INTEGER))
      }),
    }),
    onError: (_error, _ids, context) => {
      context?.undo()
      return invalidate(playlistId)
    },
    onSuccess: (result) => (result.queued ? undefined : invalidate(playlistId)),
  })
}

import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { ENCORE_CLIENT_HEADER, ENCORE_CLIENT_WEB } from '../../../shared/contracts/music'
import {
  PlaylistPageResponseSchema, PlaylistResponseSchema, PlaylistStatusResponseSchema, PlaylistTracksResponseSchema,
  PlaylistsPageResponseSchema, type CreatePlaylistInput, type Playlist, type UpdatePlaylistInput,
} from '../../../shared/contracts/playlists'
import { sessionState } from '../../stores/session'
import { runOrQueue } from '../offline-queue'
import { forgetPlaylist, rememberPlaylist } from './playlists-state'

const headers = { [ENCORE_CLIENT_HEADER]: ENCORE_CLIENT_WEB }
export const PLAYLIST_TRACKS_PER_PAGE = 30

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
    queryFn: ({ signal }) => http.get(`playlists/${id}`, { params: { loader: 'playlistPage' }, schema: PlaylistPageResponseSchema, headers, signal }),
  })

/** Tracks in playlist order, 30 per page (music-catalog §6). */
export const playlistTracksQuery = (id: number) =>
  infiniteQueryOptions({
    queryKey: playlistKeys.tracks(id),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) =>
      http.get(`playlists/${id}/tracks`, { params: { page: pageParam, perPage: PLAYLIST_TRACKS_PER_PAGE }, schema: PlaylistTracksResponseSchema, headers, signal }),
  })

/** Own and followed playlists for `me`; others see public ones only. */
export const userPlaylistsQuery = (user: number | 'me') =>
  infiniteQueryOptions({
    queryKey: playlistKeys.ofUser(user),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    queryFn: ({ pageParam, signal }) => http.get(`users/${user}/playlists`, { params: { page: pageParam }, schema: PlaylistsPageResponseSchema, signal }),
  })

function useInvalidate() {
  const queryClient = useQueryClient()
  return (id?: number) => queryClient.invalidateQueries({ queryKey: id === undefined ? playlistKeys.all : playlistKeys.detail(id) })
}

export function useCreatePlaylist() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (input: CreatePlaylistInput) => http.post('playlists', { body: input, schema: PlaylistResponseSchema }),
    onSuccess: ({ playlist }) => {
      rememberPlaylist(playlist)
      return invalidate()
    },
  })
}

export function useUpdatePlaylist(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (input: UpdatePlaylistInput) => http.put(`playlists/${id}`, { body: input, schema: PlaylistResponseSchema }),
    onSuccess: ({ playlist }) => {
      rememberPlaylist(playlist)
      return invalidate()
    },
  })
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.delete(`playlists/${id}`, { schema: PlaylistStatusResponseSchema }),
    onSuccess: (_data, id) => {
      forgetPlaylist(id)
      queryClient.removeQueries({ queryKey: playlistKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: playlistKeys.all })
    },
  })
}

export function useFollowPlaylist(playlist: Playlist) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (follow: boolean) => http.post(`playlists/${playlist.id}/${follow ? 'follow' : 'unfollow'}`, { schema: PlaylistStatusResponseSchema }),
    onSuccess: (_data, follow) => {
      if (follow) rememberPlaylist(playlist)
      else forgetPlaylist(playlist.id)
      return invalidate()
    },
  })
}

export function useAddTracks() {
  const invalidate = useInvalidate()
  return useMutation({
    // Offline, the change waits in the offline queue (IndexedDB) instead of a paused in-memory mutation.
    networkMode: 'always',
    mutationFn: ({ playlistId, trackIds }: { playlistId: number; trackIds: number[] }) => {
      const url = `playlists/${playlistId}/tracks/add`
      const body = { ids: trackIds }
      return runOrQueue((headers) => http.post(url, { body, headers, schema: PlaylistResponseSchema }), {
        method: 'POST',
        url,
        body,
        label: trackIds.length === 1 ? 'Add a track to a playlist' : `Add ${trackIds.length} tracks to a playlist`,
        userId: sessionState.user?.id ?? null,
      })
    },
    onSuccess: (result, { playlistId }) => {
      if (!result.queued) rememberPlaylist(result.data.playlist)
      return invalidate(playlistId)
    },
  })
}

export function useRemoveTracks(playlistId: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (trackIds: number[]) => http.post(`playlists/${playlistId}/tracks/remove`, { body: { ids: trackIds }, schema: PlaylistResponseSchema }),
    onSuccess: () => invalidate(playlistId),
  })
}

/** Sends the full new order; the list shows it at once and refetches when the server has it. */
export function useReorderTracks(playlistId: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (trackIds: number[]) => http.post(`playlists/${playlistId}/tracks/order`, { body: { ids: trackIds }, schema: PlaylistStatusResponseSchema }),
    onSettled: () => invalidate(playlistId),
  })
}

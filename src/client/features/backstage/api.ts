import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  BackstageListResponseSchema,
  BackstageRequestResponseSchema,
  type BackstageListResponse,
  type BackstageRequestResponse,
  type BackstageStatus,
  type SaveBackstageRequestInput,
} from '../../../shared/contracts/backstage'
import {
  MinutesLeftResponseSchema,
  SavedAlbumResponseSchema,
  SavedArtistResponseSchema,
  SavedTrackResponseSchema,
  type MinutesLeftResponse,
  type SaveAlbumInput,
  type SaveArtistInput,
  type SavedAlbumResponse,
  type SavedArtistResponse,
  type SavedTrackResponse,
  type SaveTrackInput,
} from '../../../shared/contracts/catalogue-writes'
import { SuggestionsResponseSchema, type SuggestionsResponse } from '../../../shared/contracts/search'
import { FileEntryResponseSchema, type DiskPrefix, type FileEntryResponse } from '../../../shared/contracts/uploads'
import { http } from '../../lib/http'
import { catalogueKeys } from '../catalogue'

const dev = import.meta.env.DEV

export const backstageKeys = {
  all: ['backstage'] as const,
  requests: (userId: number | null, status: BackstageStatus | null, page: number) => [...backstageKeys.all, 'requests', userId, status, page] as const,
  request: (id: number) => [...backstageKeys.all, 'request', id] as const,
  minutesLeft: ['backstage', 'minutes-left'] as const,
  artistSuggestions: (query: string) => ['backstage', 'artist-suggestions', query] as const,
}

/** A user's own requests (userId) or, for admins, everyone's (null), pending first (§2.11). */
export const backstageRequestsQuery = (userId: number | null, status: BackstageStatus | null = null, page = 1) =>
  queryOptions({
    queryKey: backstageKeys.requests(userId, status, page),
    queryFn: ({ signal }) =>
      http.get<BackstageListResponse>('backstage-request', {
        params: { userId: userId ?? undefined, status: status ?? undefined, page, perPage: 20 },
        schema: dev ? BackstageListResponseSchema : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const backstageRequestQuery = (id: number) =>
  queryOptions({
    queryKey: backstageKeys.request(id),
    queryFn: ({ signal }) =>
      http.get<BackstageRequestResponse>(`backstage-request/${id}`, { schema: dev ? BackstageRequestResponseSchema : undefined, signal }),
  })

export const minutesLeftQuery = () =>
  queryOptions({
    queryKey: backstageKeys.minutesLeft,
    queryFn: ({ signal }) => http.get<MinutesLeftResponse>('users/me/minutes-left', { schema: dev ? MinutesLeftResponseSchema : undefined, signal }),
  })

export const artistSuggestionsQuery = (query: string) =>
  queryOptions({
    queryKey: backstageKeys.artistSuggestions(query),
    queryFn: ({ signal }) =>
      http.get<SuggestionsResponse>('search/suggestions/artist', { params: { query }, schema: dev ? SuggestionsResponseSchema : undefined, signal }),
    staleTime: 30_000,
  })

export function useSubmitBackstageRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveBackstageRequestInput) =>
      http.post<BackstageRequestResponse>('backstage-request', { body: input, schema: dev ? BackstageRequestResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backstageKeys.all }),
  })
}

export function useHandleBackstageRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, notes, markArtistAsVerified }: { id: number; action: 'approve' | 'deny'; notes: string; markArtistAsVerified?: boolean }) =>
      http.post<BackstageRequestResponse>(`backstage-request/${id}/${action}`, {
        body: action === 'approve' ? { notes: notes || null, markArtistAsVerified } : { notes: notes || null },
        schema: dev ? BackstageRequestResponseSchema : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backstageKeys.all }),
  })
}

export function useDeleteBackstageRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.delete(`backstage-request/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backstageKeys.all }),
  })
}

/** POST file-entries (multipart): the stored entry, whose `url` is what a src or image column keeps. */
export function useUploadFileEntry() {
  return useMutation({
    mutationFn: ({ file, diskPrefix }: { file: File; diskPrefix: DiskPrefix }) => {
      const body = new FormData()
      body.set('diskPrefix', diskPrefix)
      body.set('clientName', file.name)
      body.set('clientMime', file.type)
      body.set('clientExtension', file.name.split('.').pop() ?? '')
      body.set('clientSize', String(file.size))
      body.set('file', file)
      return http.post<FileEntryResponse>('file-entries', { body, schema: dev ? FileEntryResponseSchema : undefined })
    },
  })
}

/** Saving changes the catalogue pages that show the model; they refetch on next view. */
function useCatalogueSave<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all })
      void queryClient.invalidateQueries({ queryKey: backstageKeys.minutesLeft })
    },
  })
}


export const useSaveTrack = (id: number | null) =>
  useCatalogueSave((input: SaveTrackInput) =>
    id === null
      ? http.post<SavedTrackResponse>('tracks', { body: input, schema: dev ? SavedTrackResponseSchema : undefined })
      : http.put<SavedTrackResponse>(`tracks/${id}`, { body: input, schema: dev ? SavedTrackResponseSchema : undefined }),
  )

export const useSaveAlbum = (id: number | null) =>
  useCatalogueSave((input: SaveAlbumInput) =>
    id === null
      ? http.post<SavedAlbumResponse>('albums', { body: input, schema: dev ? SavedAlbumResponseSchema : undefined })
      : http.put<SavedAlbumResponse>(`albums/${id}`, { body: input, schema: dev ? SavedAlbumResponseSchema : undefined }),
  )

/** PUT artists/{id}, or POST artists when `id` is null (the admin's "New artist"). */
export const useSaveArtist = (id: number | null) =>
  useCatalogueSave((input: SaveArtistInput) =>
    id === null
      ? http.post<SavedArtistResponse>('artists', { body: input, schema: dev ? SavedArtistResponseSchema : undefined })
      : http.put<SavedArtistResponse>(`artists/${id}`, { body: input, schema: dev ? SavedArtistResponseSchema : undefined }),
  )

/** DELETE tracks/{ids} or albums/{ids} (an album takes its tracks with it). */
export const useDeleteMedia = (type: 'tracks' | 'albums' | 'artists') => useCatalogueSave((id: number) => http.delete(`${type}/${id}`))

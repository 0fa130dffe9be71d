import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChannelConfig } from '../../../shared/contracts/channels'
import {
  AddableContentResponseSchema,
  ApplyPresetResponseSchema,
  ChannelListResponseSchema,
  ChannelManualContentResponseSchema,
  SavedChannelResponseSchema,
  type ChannelableRef,
  type ChannelListResponse,
  type ChannelManualContentResponse,
  type ChannelPresetId,
  type NormalizedModel,
  type SaveChannelInput,
  type SavedChannelResponse,
} from '../../../shared/contracts/channels-admin'
import { http } from '../../lib/http'

const dev = import.meta.env.DEV

export interface ChannelListParams {
  page: number
  perPage?: number
  query?: string
  orderBy?: 'name' | 'updated_at' | 'created_at'
  orderDir?: 'asc' | 'desc'
}

export const adminChannelKeys = {
  all: ['admin-channels'] as const,
  lists: () => [...adminChannelKeys.all, 'list'] as const,
  list: (params: ChannelListParams) => [...adminChannelKeys.lists(), params] as const,
  editor: (id: number) => [...adminChannelKeys.all, 'editor', id] as const,
  addable: (model: string, query: string) => [...adminChannelKeys.all, 'addable', model, query] as const,
}

export const adminChannelsQuery = (params: ChannelListParams) =>
  queryOptions({
    queryKey: adminChannelKeys.list(params),
    queryFn: ({ signal }) =>
      http.get<ChannelListResponse>('channel', { params: { ...params, paginate: 'lengthAware' }, signal, schema: dev ? ChannelListResponseSchema : undefined }),
    placeholderData: keepPreviousData,
  })

/** The channel without its public content, plus its manual list for the editor. */
export const channelEditorQuery = (id: number) =>
  queryOptions({
    queryKey: adminChannelKeys.editor(id),
    queryFn: ({ signal }) =>
      http.get<ChannelManualContentResponse>(`channel/${id}/content-items`, { signal, schema: dev ? ChannelManualContentResponseSchema : undefined }),
  })

export const addableContentQuery = (modelType: string, query: string) =>
  queryOptions({
    queryKey: adminChannelKeys.addable(modelType, query),
    queryFn: async ({ signal }): Promise<NormalizedModel[]> =>
      (
        await http.get<{ results: NormalizedModel[] }>('channel/search-for-addable-content', {
          params: { modelType, query, limit: 10 },
          signal,
          schema: dev ? AddableContentResponseSchema : undefined,
        })
      ).results,
    enabled: query.trim().length > 0,
    staleTime: 30_000,
  })

function useInvalidate() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: adminChannelKeys.all })
}

export function useSaveChannel() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: SaveChannelInput }) => {
      const options = { body: input, schema: dev ? SavedChannelResponseSchema : undefined }
      return id === null ? http.post<SavedChannelResponse>('channel', options) : http.put<SavedChannelResponse>(`channel/${id}`, options)
    },
    onSuccess: invalidate,
  })
}

export function useDeleteChannels() {
  const invalidate = useInvalidate()
  return useMutation({ mutationFn: (ids: number[]) => http.delete(`channel/${ids.join(',')}`), onSuccess: invalidate })
}

/** add / remove / reorder-content of manual content. */
export function useChannelItems(id: number) {
  const invalidate = useInvalidate()
  const post = (action: 'add' | 'remove' | 'reorder-content') => (items: ChannelableRef[]) => http.post(`channel/${id}/${action}`, { body: { items } })
  return {
    add: useMutation({ mutationFn: post('add'), onSettled: invalidate }),
    remove: useMutation({ mutationFn: post('remove'), onSettled: invalidate }),
    reorder: useMutation({ mutationFn: post('reorder-content'), onSettled: invalidate }),
  }
}

export function useUpdateChannelContent(id: number) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (channelConfig?: ChannelConfig) => http.post(`channel/${id}/update-content`, { body: { channelConfig } }),
    onSuccess: invalidate,
  })
}

export function useApplyPreset() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (preset: ChannelPresetId) => http.post<{ homepageId: number }>('channel/apply-preset', { body: { preset }, schema: dev ? ApplyPresetResponseSchema : undefined }),
    onSuccess: invalidate,
  })
}

/** Genres for a fixed restriction: the first ten by popularity (the editor's select). */
export const restrictionGenresQuery = () =>
  queryOptions({
    queryKey: [...adminChannelKeys.all, 'restriction-genres'] as const,
    queryFn: async ({ signal }) =>
      (await http.get<{ results: NormalizedModel[] }>('channel/search-for-addable-content', { params: { modelType: 'genre', query: '', limit: 10 }, signal })).results,
    staleTime: 60_000,
  })

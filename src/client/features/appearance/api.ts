import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AppearanceValuesResponseSchema,
  SeoTagsResponseSchema,
  UploadedImageResponseSchema,
  type AppearanceValues,
  type SaveAppearanceInput,
  type SeoTags,
} from '../../../shared/contracts/appearance'
import { http } from '../../lib/http'

const dev = import.meta.env.DEV

export const appearanceKeys = {
  all: ['appearance'] as const,
  values: () => [...appearanceKeys.all, 'values'] as const,
  seo: (name: string) => [...appearanceKeys.all, 'seo', name] as const,
}

export const appearanceValuesQuery = () =>
  queryOptions({
    queryKey: appearanceKeys.values(),
    queryFn: async ({ signal }) =>
      (await http.get<{ values: AppearanceValues }>('admin/appearance/values', { signal, schema: dev ? AppearanceValuesResponseSchema : undefined })).values,
  })

export function useSaveAppearance() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: SaveAppearanceInput) =>
      (await http.post<{ values: AppearanceValues }>('admin/appearance', { body: input, schema: dev ? AppearanceValuesResponseSchema : undefined })).values,
    onSuccess: (values) => client.setQueryData(appearanceKeys.values(), values),
  })
}

export function useDeleteTheme() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.delete(`admin/appearance/themes/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: appearanceKeys.values() }),
  })
}

export function useUploadBrandingImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData()
      form.append('file', file, file.name)
      return (await http.post<{ url: string }>('admin/appearance/images', { body: form, schema: dev ? UploadedImageResponseSchema : undefined })).url
    },
  })
}

export const seoTagsQuery = (name: string) =>
  queryOptions({
    queryKey: appearanceKeys.seo(name),
    queryFn: async ({ signal }) => (await http.get<{ tags: SeoTags }>(`admin/appearance/seo-tags/${name}`, { signal, schema: dev ? SeoTagsResponseSchema : undefined })).tags,
  })

export function useSaveSeoTags(name: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (tags: SeoTags) => (await http.put<{ tags: SeoTags }>(`admin/appearance/seo-tags/${name}`, { body: tags })).tags,
    onSuccess: (tags) => client.setQueryData(appearanceKeys.seo(name), tags),
  })
}

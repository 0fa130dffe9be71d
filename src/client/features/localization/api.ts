import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  LocalizationDetailSchema,
  LocalizationResponseSchema,
  type CreateLocalizationInput,
  type LocalizationDetail,
  type UpdateLocalizationInput,
} from '../../../shared/contracts/localizations'
import { http } from '../../lib/http'
import { adminKeys } from '../admin-kit/index'

const dev = import.meta.env.DEV

export const localizationKeys = {
  detail: (id: number) => [...adminKeys.all, 'localization', id] as const,
}

/** The translate screen's data: the language, its lines and every source line of the app. */
export const localizationQuery = (id: number) =>
  queryOptions({
    queryKey: localizationKeys.detail(id),
    queryFn: ({ signal }) => http.get<LocalizationDetail>(`localizations/${id}`, { schema: dev ? LocalizationDetailSchema : undefined, signal }),
  })

type LocalizationAnswer = z.infer<typeof LocalizationResponseSchema>

export function useCreateLocalization() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateLocalizationInput) => http.post<LocalizationAnswer>('localizations', { body, schema: dev ? LocalizationResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.lists('localizations') }),
  })
}

export function useUpdateLocalization(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateLocalizationInput) => http.put<LocalizationAnswer>(`localizations/${id}`, { body, schema: dev ? LocalizationResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

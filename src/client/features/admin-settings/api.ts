import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { BootstrapDataSchema, type BootstrapData } from '../../../shared/contracts/bootstrap'
import { SettingsResponseSchema, type SettingsResponse } from '../../../shared/contracts/settings'
import type { z } from 'zod'
import { OutgoingEmailDetailSchema, ScheduleLogSchema } from '../../../shared/contracts/logs'
import { http } from '../../lib/http'
import { applyBootstrapData } from '../../stores/session'

const dev = import.meta.env.DEV

export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
  schedule: (page: number) => ['admin', 'logs', 'schedule', page] as const,
  email: (id: number) => ['admin', 'logs', 'outgoing-email', id] as const,
}

/** GET settings: the server keys (secrets masked) and the client settings tree. */
export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: adminSettingsKeys.all,
    queryFn: ({ signal }) => http.get<SettingsResponse>('settings', { schema: dev ? SettingsResponseSchema : undefined, signal }),
  })

export interface SettingsChanges {
  client: Record<string, unknown>
  server: Record<string, unknown>
}

/**
 * POST settings with only the changed keys as flattened JSON strings (music-catalog §3.9). The admin's
 * own session is refreshed from bootstrap-data so the site around the admin shows the change at once.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: SettingsChanges) =>
      http.post<SettingsResponse>('settings', {
        body: {
          ...(Object.keys(changes.client).length ? { client: JSON.stringify(changes.client) } : {}),
          ...(Object.keys(changes.server).length ? { server: JSON.stringify(changes.server) } : {}),
        },
        schema: dev ? SettingsResponseSchema : undefined,
      }),
    onSuccess: async (data) => {
      queryClient.setQueryData(adminSettingsKeys.all, data)
      const boot = await http.get<BootstrapData>('bootstrap-data', { schema: dev ? BootstrapDataSchema : undefined }).catch(() => null)
      if (boot) {
        queryClient.setQueryData(['bootstrap-data'], boot)
        applyBootstrapData(boot)
      }
    },
  })
}

export const scheduleLogQuery = (page: number) =>
  queryOptions({
    queryKey: adminSettingsKeys.schedule(page),
    queryFn: ({ signal }) => http.get<z.infer<typeof ScheduleLogSchema>>('logs/schedule', { params: { page }, schema: dev ? ScheduleLogSchema : undefined, signal }),
    placeholderData: keepPreviousData,
  })

export const outgoingEmailQuery = (id: number) =>
  queryOptions({
    queryKey: adminSettingsKeys.email(id),
    queryFn: ({ signal }) => http.get<z.infer<typeof OutgoingEmailDetailSchema>>(`logs/outgoing-email/${id}`, { schema: dev ? OutgoingEmailDetailSchema : undefined, signal }),
  })

/**
 * `POST logs/jobs/failed/{id}/retry`: the job runs again with its recorded data and leaves the
 * dead-letter list; every admin list (the failed jobs table among them) refetches.
 */
export function useRetryFailedJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.post(`logs/jobs/failed/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  })
}

/** The channels the homepage can show, by name (the homepage channel picker, issue 28). */
export const channelChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'channel-choices'] as const,
    queryFn: async ({ signal }) =>
      (await http.get<{ pagination: { data: Array<{ id: number; name: string; type?: string }> } }>('channel', { params: { perPage: 100, orderBy: 'name', orderDir: 'asc' }, signal }))
        .pagination.data,
  })

/** The themes by name (the default theme picker, issue 28). */
export const themeChoicesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings', 'theme-choices'] as const,
    queryFn: async ({ signal }) => (await http.get<{ themes?: Array<{ id: number; name: string }> }>('value-lists/themes', { signal })).themes ?? [],
  })

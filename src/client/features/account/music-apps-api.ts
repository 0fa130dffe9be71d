import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CreateSubsonicCredentialResponseSchema,
  SubsonicCredentialStatusResponseSchema,
  SubsonicCredentialsResponseSchema,
  type CreatedSubsonicCredential,
  type SubsonicCredential,
} from '../../../shared/contracts/subsonic'
import { http } from '../../lib/http'

/** Music apps (the OpenSubsonic API at /rest): the user's app credentials. */
const URL = 'users/me/subsonic-credentials'
export const musicAppKeys = { all: ['subsonic-credentials'] as const }

// Response contracts are parsed in development and tests only (STYLE 7.6).
const dev = import.meta.env.DEV
  ? { list: SubsonicCredentialsResponseSchema, created: CreateSubsonicCredentialResponseSchema, status: SubsonicCredentialStatusResponseSchema }
  : undefined

export const musicAppsQuery = () =>
  queryOptions({ queryKey: musicAppKeys.all, queryFn: async (): Promise<SubsonicCredential[]> => (await http.get(URL, { schema: dev?.list })).credentials })

export function useCreateMusicApp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (name: string): Promise<CreatedSubsonicCredential> => (await http.post(URL, { body: { name }, schema: dev?.created })).credential,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: musicAppKeys.all }),
  })
}

export function useRevokeMusicApp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => http.delete(`${URL}/${id}`, { schema: dev?.status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: musicAppKeys.all }),
  })
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { RoleResponseSchema, type RoleResponse, type SaveRoleInput } from '../../../shared/contracts/admin'
import { ValueListsResponseSchema, type ValueListsResponse } from '../../../shared/contracts/value-lists'
import { http } from '../../lib/http'
import { adminKeys } from '../admin-kit'

const dev = import.meta.env.DEV

export const roleQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail('roles', id),
    queryFn: ({ signal }) => http.get<RoleResponse>(`roles/${id}`, { schema: dev ? RoleResponseSchema : undefined, signal }),
  })

/** Every assignable permission with the restrictions it supports (value list `permissions`, admins only). */
export const permissionsListQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'permissions'] as const,
    queryFn: ({ signal }) => http.get<ValueListsResponse>('value-lists/permissions', { schema: dev ? ValueListsResponseSchema : undefined, signal }),
    staleTime: 5 * 60_000,
  })

/** Creates (id null) or updates a role; every admin query refreshes (lists show users counts). */
export function useSaveRole(id: number | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: SaveRoleInput) =>
      id === null
        ? http.post<RoleResponse>('roles', { body: input, schema: dev ? RoleResponseSchema : undefined })
        : http.put<RoleResponse>(`roles/${id}`, { body: input, schema: dev ? RoleResponseSchema : undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  })
}

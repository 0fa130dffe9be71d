import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { AdminUserResponseSchema, type AdminUserResponse, type UpdateAdminUserInput } from '../../../shared/contracts/admin'
import { ValueListsResponseSchema, type ValueListsResponse } from '../../../shared/contracts/value-lists'
import { http } from '../../lib/http'
import { adminKeys } from '../admin-kit'

const dev = import.meta.env.DEV

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.detail('users', id),
    queryFn: ({ signal }) => http.get<AdminUserResponse>(`admin/users/${id}`, { schema: dev ? AdminUserResponseSchema : undefined, signal }),
  })

export const rolesListQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'role-options'] as const,
    queryFn: ({ signal }) => http.get<ValueListsResponse>('value-lists/roles', { schema: dev ? ValueListsResponseSchema : undefined, signal }),
    staleTime: 60_000,
  })

export function useUpdateAdminUser(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateAdminUserInput) => http.put<AdminUserResponse>(`admin/users/${id}`, { body: input, schema: dev ? AdminUserResponseSchema : undefined }),
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.detail('users', id), data)
      void queryClient.invalidateQueries({ queryKey: adminKeys.lists('users') })
    },
  })
}

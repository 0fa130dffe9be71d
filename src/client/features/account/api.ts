import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AccessTokenResponseSchema,
  ConfirmedPasswordStatusSchema,
  MessageResponseSchema,
  RecoveryCodesResponseSchema,
  SessionsResponseSchema,
  TwoFactorQrSchema,
} from '../../../shared/contracts/auth'
import { CurrentUserSchema, type CurrentUser, type UpdateUserInput } from '../../../shared/contracts/users'
import { ValueListsResponseSchema } from '../../../shared/contracts/value-lists'
import { http } from '../../lib/http'
import { z } from 'zod'

export const accountKeys = {
  me: ['users', 'me'] as const,
  sessions: ['user-sessions'] as const,
  qrCode: ['two-factor-qr'] as const,
  valueLists: (names: string) => ['value-lists', names] as const,
}

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): folded at build time, so in production
 * the account page loads neither zod nor the contract modules.
 */
const dev = import.meta.env.DEV
  ? { me: z.object({ user: CurrentUserSchema }), user: z.object({ user: CurrentUserSchema }),
      sessions: SessionsResponseSchema, qr: TwoFactorQrSchema, valueLists: ValueListsResponseSchema, passwordStatus: ConfirmedPasswordStatusSchema, recoveryCodes: RecoveryCodesResponseSchema, token: AccessTokenResponseSchema, message: MessageResponseSchema }
  : undefined

export const meQuery = () =>
  queryOptions({ queryKey: accountKeys.me, queryFn: async () => (await http.get('users/me', { schema: dev?.me })).user })

export const sessionsQuery = () =>
  queryOptions({ queryKey: accountKeys.sessions, queryFn: async () => (await http.get('user-sessions', { schema: dev?.sessions })).sessions })

export const qrCodeQuery = () => queryOptions({ queryKey: accountKeys.qrCode, queryFn: () => http.get('auth/user/two-factor/qr-code', { schema: dev?.qr }) })

export const valueListsQuery = (names: string) =>
  queryOptions({ queryKey: accountKeys.valueLists(names), queryFn: () => http.get(`value-lists/${names}`, { schema: dev?.valueLists }), staleTime: Infinity })

/** A mutation that refreshes the account afterwards. */
function useAccountMutation<I, O>(fn: (input: I) => Promise<O>, extraKeys: readonly (readonly string[])[] = []) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.me })
      for (const key of extraKeys) void queryClient.invalidateQueries({ queryKey: key })
    },
  })
}

export const useUpdateAccount = () => useAccountMutation((body: UpdateUserInput) => http.put('users/me', { body, schema: dev?.user }))
export const useSetLocale = () => useAccountMutation((locale: string) => http.post('users/me/locale', { body: { locale }, schema: dev?.message }))
export const useUploadAvatar = () =>
  useAccountMutation((file: File) => {
    const body = new FormData()
    body.append('file', file)
    return http.post('users/me/avatar', { body, schema: dev?.user })
  })
export const useRemoveAvatar = () => useAccountMutation(() => http.delete('users/me/avatar', { schema: dev?.user }))
export const useChangePassword = () =>
  useAccountMutation((body: { current_password: string; password: string; password_confirmation: string }) => http.put('auth/user/password', { body, schema: dev?.message }), [accountKeys.sessions])

export const fetchPasswordStatus = () => http.get('auth/user/confirmed-password-status', { schema: dev?.passwordStatus })
export const confirmPassword = (password: string) => http.post('auth/user/confirm-password', { body: { password }, schema: dev?.message })

export const useEnableTwoFactor = () => useAccountMutation(() => http.post('auth/user/two-factor-authentication', { schema: dev?.recoveryCodes }), [accountKeys.qrCode])
export const useDisableTwoFactor = () => useAccountMutation(() => http.delete('auth/user/two-factor-authentication', { schema: dev?.message }))
export const useConfirmTwoFactor = () => useAccountMutation((code: string) => http.post('auth/user/confirmed-two-factor-authentication', { body: { code }, schema: dev?.message }))
export const useRegenerateCodes = () => useAccountMutation(() => http.post('auth/user/two-factor-recovery-codes', { schema: dev?.recoveryCodes }))

export const useLogoutOtherSessions = () =>
  useAccountMutation((password: string) => http.post('user-sessions/logout-other', { body: { password }, schema: dev?.message }), [accountKeys.sessions])

export const useCreateToken = () => useAccountMutation((tokenName: string) => http.post('access-tokens', { body: { tokenName }, schema: dev?.token }))
export const useDeleteToken = () => useAccountMutation((id: number) => http.delete(`access-tokens/${id}`, { schema: dev?.message }))
export const useDeleteAccount = () => useMutation({ mutationFn: () => http.delete('users/me', { body: { deleteCurrentUser: true }, schema: dev?.message }) })
export const useDisconnectSocial = () => useAccountMutation((service: string) => http.post(`secure/auth/social/${service}/disconnect`, { schema: dev?.message }))

export type { CurrentUser }

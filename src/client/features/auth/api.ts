import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { BootstrapResponseSchema, LoginResponseSchema, MessageResponseSchema, RegisterResponseSchema } from '../../../shared/contracts/auth'
import type { BootstrapData } from '../../../shared/contracts/bootstrap'
import { http } from '../../lib/http'
import { applyBootstrapData } from '../../stores/session'
import type { BootstrapData as StoreBootstrap } from '../../stores/bootstrap-types'

/** Replaces the session with the answer's bootstrap data (login, register, social, logout). */
export function useApplyBootstrap() {
  const queryClient = useQueryClient()
  return (data: BootstrapData, resetCache = false) => {
    if (resetCache) queryClient.clear()
    queryClient.setQueryData(['bootstrap-data'], data)
    applyBootstrapData(data as unknown as StoreBootstrap)
  }
}

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginInput) => http.post('auth/login', { body, schema: LoginResponseSchema }) })

export const useTwoFactorChallenge = () =>
  useMutation({
    mutationFn: (body: { code?: string; recovery_code?: string }) => http.post('auth/two-factor-challenge', { body, schema: LoginResponseSchema }),
  })

export const useRegister = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => http.post('auth/register', { body, schema: RegisterResponseSchema }) })

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>

export const useLogout = () => useMutation({ mutationFn: () => http.post('auth/logout', { schema: BootstrapResponseSchema }) })

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: { email: string }) => http.post('auth/forgot-password', { body, schema: MessageResponseSchema }) })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; email: string; password: string; password_confirmation: string }) =>
      http.post('auth/reset-password', { body, schema: MessageResponseSchema }),
  })

export const useResendVerification = () =>
  useMutation({ mutationFn: (body: { email: string }) => http.post('resend-email-verification', { body, schema: MessageResponseSchema }) })

export const useValidateVerificationCode = () =>
  useMutation({ mutationFn: (body: { code: string }) => http.post('validate-email-verification-otp', { body, schema: MessageResponseSchema }) })

export const useSocialConnect = () =>
  useMutation({ mutationFn: (body: { password: string }) => http.post('secure/auth/social/connect', { body, schema: BootstrapResponseSchema }) })

export const SocialMessageSchema = z.object({
  type: z.literal('social-auth'),
  status: z.enum(['SUCCESS', 'ALREADY_LOGGED_IN', 'REQUEST_PASSWORD', 'ERROR']),
  callbackData: z.object({ bootstrapData: z.unknown().optional(), errorMessage: z.string().optional() }).default({}),
})
export type SocialMessage = z.infer<typeof SocialMessageSchema>

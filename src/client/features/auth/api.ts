import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { BootstrapResponseSchema, LoginResponseSchema, MessageResponseSchema, RegisterResponseSchema } from '../../../shared/contracts/auth'
import type { BootstrapData } from '../../../shared/contracts/bootstrap'
import { http } from '../../lib/http'
import { applyBootstrapData } from '../../stores/session'
import { clearPrivateData, ownerChanges, rememberDataOwner } from '../shell'
import type { BootstrapData as StoreBootstrap } from '../../stores/bootstrap-types'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6): the ternaries fold at build time,
 * so production drops the contract module and zod from the login and register first screens.
 */
const dev = import.meta.env.DEV

/** Replaces the session with the answer's bootstrap data (login, register, social, logout). */
export function useApplyBootstrap() {
  const queryClient = useQueryClient()
  return (data: BootstrapData, resetCache = false) => {
    // Another user (or a guest after sign-out): the previous user's private data goes, saved copy included.
    if (ownerChanges(data.user?.id)) void clearPrivateData(queryClient)
    else if (resetCache) queryClient.clear()
    rememberDataOwner(data.user?.id)
    queryClient.setQueryData(['bootstrap-data'], data)
    applyBootstrapData(data as unknown as StoreBootstrap)
  }
}

export interface LoginInput {
  email: string
  password: string
  remember: boolean
}

export const useLogin = () => useMutation({ mutationFn: (body: LoginInput) => http.post('auth/login', { body, schema: dev ? LoginResponseSchema : undefined }) })

export const useTwoFactorChallenge = () =>
  useMutation({
    mutationFn: (body: { code?: string; recovery_code?: string }) => http.post('auth/two-factor-challenge', { body, schema: dev ? LoginResponseSchema : undefined }),
  })

export const useRegister = () =>
  useMutation({ mutationFn: (body: Record<string, unknown>) => http.post('auth/register', { body, schema: dev ? RegisterResponseSchema : undefined }) })

export type RegisterResponse = z.infer<typeof RegisterResponseSchema>

export const useLogout = () => useMutation({ mutationFn: () => http.post('auth/logout', { schema: dev ? BootstrapResponseSchema : undefined }) })

export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: { email: string }) => http.post('auth/forgot-password', { body, schema: dev ? MessageResponseSchema : undefined }) })

export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; email: string; password: string; password_confirmation: string }) =>
      http.post('auth/reset-password', { body, schema: dev ? MessageResponseSchema : undefined }),
  })

export const useResendVerification = () =>
  useMutation({ mutationFn: (body: { email: string }) => http.post('resend-email-verification', { body, schema: dev ? MessageResponseSchema : undefined }) })

export const useValidateVerificationCode = () =>
  useMutation({ mutationFn: (body: { code: string }) => http.post('validate-email-verification-otp', { body, schema: dev ? MessageResponseSchema : undefined }) })

export const useSocialConnect = () =>
  useMutation({ mutationFn: (body: { password: string }) => http.post('secure/auth/social/connect', { body, schema: dev ? BootstrapResponseSchema : undefined }) })

const SOCIAL_STATUSES = ['SUCCESS', 'ALREADY_LOGGED_IN', 'REQUEST_PASSWORD', 'ERROR'] as const

export interface SocialMessage {
  type: 'social-auth'
  status: (typeof SOCIAL_STATUSES)[number]
  callbackData: { bootstrapData?: unknown; errorMessage?: string }
}

/**
 * The popup's `social-auth` message, or null for anything else. A plain check rather than a zod schema:
 * this module is on the login page's first screen, and zod (25 KB gzip) is not.
 */
export function parseSocialMessage(data: unknown): SocialMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const { type, status, callbackData } = data as Record<string, unknown>
  if (type !== 'social-auth' || !SOCIAL_STATUSES.includes(status as SocialMessage['status'])) return null
  if (callbackData === undefined) return { type, status: status as SocialMessage['status'], callbackData: {} }
  if (typeof callbackData !== 'object' || callbackData === null) return null
  const { bootstrapData, errorMessage } = callbackData as Record<string, unknown>
  if (errorMessage !== undefined && typeof errorMessage !== 'string') return null
  return {
    type,
    status: status as SocialMessage['status'],
    callbackData: { ...(bootstrapData !== undefined ? { bootstrapData } : {}), ...(errorMessage !== undefined ? { errorMessage } : {}) },
  }
}

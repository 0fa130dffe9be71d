import { z } from 'zod'
import { BootstrapDataSchema } from './bootstrap'

/** Laravel-style messages so the client can show the server's field errors verbatim. */
const field = (name: string) => z.string({ error: (i) => (i.input === undefined ? `The ${name} field is required.` : `The ${name} must be a string.`) })
const requiredText = (name: string, max = 255) =>
  field(name).trim().min(1, `The ${name} field is required.`).max(max, `The ${name} must not be greater than ${max} characters.`)
const email = () => requiredText('email').pipe(z.email('The email must be a valid email address.'))
const password = (name = 'password') => field(name).min(1, `The ${name} field is required.`).max(255)

export const PASSWORD_MIN = 8
export const VERIFICATION_CODE_LENGTH = 6
export const TWO_FACTOR_CODE_LENGTH = 6
export const RECOVERY_CODE_LENGTH = 21
export const PASSWORD_CONFIRM_SECONDS = 9000

/** Auth answers carry a replacement copy of GET bootstrap-data (platform-core §3). */
export { BootstrapDataSchema }

export const LoginInputSchema = z.object({
  email: email(),
  password: password(),
  remember: z.boolean().optional().default(true),
  /** Mobile/API-token sign-in (music-catalog §2): a named personal access token instead of a session cookie. */
  token_name: z.string().trim().min(1).max(100).optional(),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const LoginResponseSchema = z.union([
  z.object({ two_factor: z.literal(true) }),
  z.object({
    status: z.literal('success'),
    bootstrapData: BootstrapDataSchema,
    /** Only for a login with `token_name`: the plain `id|secret` token, shown this once; no cookie is set. */
    access_token: z.string().optional(),
  }),
])

/** Policy flags arrive as extra keys named after each registration policy id. */
export const RegisterInputSchema = z.looseObject({
  email: email(),
  password: password().pipe(z.string().min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)),
  password_confirmation: password('password confirmation'),
  invite_type: z.string().max(50).nullish(),
  invite_id: z.union([z.string(), z.number()]).nullish(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

export const RegisterResponseSchema = z.object({
  status: z.enum(['success', 'needs_email_verification']),
  bootstrapData: BootstrapDataSchema,
})

export const BootstrapResponseSchema = z.object({ bootstrapData: BootstrapDataSchema })

export const TwoFactorChallengeInputSchema = z
  .object({
    code: z.string().length(TWO_FACTOR_CODE_LENGTH, 'The code must be 6 characters.').optional(),
    recovery_code: z.string().trim().length(RECOVERY_CODE_LENGTH, 'The recovery code must be 21 characters.').optional(),
  })
  .refine((v) => v.code !== undefined || v.recovery_code !== undefined, { message: 'The code field is required.', path: ['code'] })

export const EmailInputSchema = z.object({ email: email() })

export const ResetPasswordInputSchema = z.object({
  token: requiredText('token'),
  email: email(),
  password: password().pipe(z.string().min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)),
  password_confirmation: password('password confirmation'),
})

export const CodeInputSchema = z.object({
  code: requiredText('code', VERIFICATION_CODE_LENGTH).regex(/^\d+$/, 'The code must be a number.'),
})

export const TwoFactorCodeInputSchema = z.object({
  code: field('code').length(TWO_FACTOR_CODE_LENGTH, 'The code must be 6 characters.'),
})

export const MessageResponseSchema = z.object({ message: z.string() })

export const ChangePasswordInputSchema = z.object({
  current_password: password('current password'),
  password: password().pipe(z.string().min(PASSWORD_MIN, `The password must be at least ${PASSWORD_MIN} characters.`)),
  password_confirmation: password('password confirmation'),
})

export const PasswordInputSchema = z.object({ password: password() })

export const ConfirmedPasswordStatusSchema = z.object({ confirmed: z.boolean() })

export const TwoFactorQrSchema = z.object({ svg: z.string(), secret: z.string() })

export const RecoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) })

export const SessionSchema = z.object({
  id: z.number(),
  device_type: z.string().nullable(),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip_address: z.string().nullable(),
  last_active: z.string(),
  is_current_device: z.boolean(),
})
export type Session = z.infer<typeof SessionSchema>
export const SessionsResponseSchema = z.object({ sessions: z.array(SessionSchema) })

export const CreateAccessTokenInputSchema = z.object({ tokenName: requiredText('token name', 255) })
export const AccessTokenResponseSchema = z.object({
  token: z.object({ id: z.number(), name: z.string(), last_used_at: z.string().nullable(), created_at: z.string() }),
  plainTextToken: z.string(),
})

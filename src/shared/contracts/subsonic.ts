import { z } from 'zod'

/** Music apps (the OpenSubsonic API at /rest, issue 26): one credential per app, made in account settings. */
export const SubsonicCredentialInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
})
export type SubsonicCredentialInput = z.infer<typeof SubsonicCredentialInputSchema>

/** A credential as listed: never its secrets. */
export const SubsonicCredentialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type SubsonicCredential = z.infer<typeof SubsonicCredentialSchema>

/** The answer to creating one: the app password and API key, shown this once and never again. */
export const CreatedSubsonicCredentialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  password: z.string(),
  apiKey: z.string(),
})
export type CreatedSubsonicCredential = z.infer<typeof CreatedSubsonicCredentialSchema>

export const CreateSubsonicCredentialResponseSchema = z.object({ credential: CreatedSubsonicCredentialSchema })
export const SubsonicCredentialStatusResponseSchema = z.object({ status: z.literal('success') })
export const SubsonicCredentialsResponseSchema = z.object({ credentials: z.array(SubsonicCredentialSchema) })

/** At most this many credentials per account: token sign-in tries each of the user's app passwords. */
export const MAX_SUBSONIC_CREDENTIALS = 20

import { z } from 'zod'
import { isSafeLinkAddress } from './link-url'
import { isValidSettingKey } from '../lib/settings-defaults'
import { successStatus } from './common'
import { settingField, settingValueSchema, type SettingScope } from './settings-fields'

/** GET settings (admin): the server settings (flattened) and the client settings tree. */
export const SettingsResponseSchema = z.object({
  status: successStatus,
  server: z.record(z.string(), z.unknown()),
  client: z.record(z.string(), z.unknown()),
})
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>

/** Menu links may point in-app or to http(s)/mailto addresses, never to script URLs. */
/** In-app paths, anchors and web or mail addresses, by the one link rule (link-url.ts). */
const menuAction = z.string().max(2000).refine(isSafeLinkAddress, { message: 'Unsupported link address.' })

export const MenuItemSchema = z.object({
  id: z.string().min(1).max(100),
  label: z.string().max(200),
  type: z.enum(['route', 'link']),
  action: menuAction,
  target: z.enum(['_self', '_blank']).optional(),
  icon: z.string().max(100).optional(),
  roles: z.array(z.number().int()).optional(),
  permissions: z.array(z.string()).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  subscriptionStatus: z.enum(['subscribed', 'notSubscribed']).optional(),
})

export const MenuSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  positions: z.array(z.string()),
  items: z.array(MenuItemSchema),
})

/** Settings whose value has a fixed shape the client relies on; other keys hold free JSON. */
const STRUCTURED: Record<string, z.ZodType> = { menus: z.array(MenuSchema) }

/**
 * A JSON string holding an object of flattened dot keys, as music-catalog §3.9 sends it. Keys of the
 * admin settings pages are checked against their field (settings-fields.ts); an issue names the key
 * (`client.player.default_volume`), so the 422 says which field is wrong.
 */
const flatSettingsJson = (scope: SettingScope) =>
  z.string().transform((text, ctx) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON object.' })
      return z.NEVER
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a JSON object.' })
      return z.NEVER
    }
    const entries = Object.entries(parsed as Record<string, unknown>)
    const bad = entries.find(([key]) => !isValidSettingKey(key))
    if (bad) {
      ctx.addIssue({ code: 'custom', message: `Invalid setting name: ${bad[0]}` })
      return z.NEVER
    }
    let valid = true
    for (const [key, value] of entries) {
      const field = settingField(scope, key)
      const structured = STRUCTURED[key]
      const result = (structured ?? (field ? settingValueSchema(field) : undefined))?.safeParse(value)
      if (result && !result.success) {
        const message = result.error.issues[0]?.message ?? 'Invalid value.'
        ctx.addIssue({ code: 'custom', path: [key], message: structured ? `Invalid ${key}: ${message}` : message })
        valid = false
      }
    }
    return valid ? Object.fromEntries(entries) : z.NEVER
  })

/** POST settings: `client` and `server` are JSON strings of flattened dot keys; only changed values are saved. */
export const UpdateSettingsInputSchema = z
  .object({ client: flatSettingsJson('client').optional(), server: flatSettingsJson('server').optional() })
  .refine((v) => v.client !== undefined || v.server !== undefined, { message: 'Nothing to save.', path: ['client'] })
export type UpdateSettingsInput = z.infer<typeof UpdateSettingsInputSchema>

/** Ad slots named in settings (platform-core §1); each is served as a sandboxed document at /ads/{slot}. */
export const AD_SLOTS = ['general_top', 'general_bottom', 'artist_top', 'artist_bottom', 'album_above'] as const
export type AdSlot = (typeof AD_SLOTS)[number]

import { z } from 'zod'
import { THEME_COLOR_VARIABLES, THEME_VARIABLES, ThemeSchema } from './bootstrap'
import { idSchema, safeText } from './ids'

/** The appearance editor (music-product §2 Admin, music-catalog §3.9, platform-core §3 Theme and Menu item). */

const COLOR_NAMES = new Set<string>(THEME_COLOR_VARIABLES)

/** "r g b" with channels 0–255; the radius a CSS length. */
export function themeValueError(name: string, value: string): string | null {
  if (COLOR_NAMES.has(name)) {
    const parts = /^(\d{1,3}) (\d{1,3}) (\d{1,3})$/.exec(value)
    return parts && parts.slice(1).every((p) => Number(p) <= 255) ? null : 'Enter a colour as three channels from 0 to 255, e.g. "74 222 128".'
  }
  return /^\d{1,2}(\.\d{1,3})?(rem|px|em)$/.test(value) ? null : 'Enter a length such as 0.5rem or 8px.'
}

export const ThemeValuesSchema = z.partialRecord(z.enum(THEME_VARIABLES), z.string().max(40)).superRefine((values, ctx) => {
  for (const [name, value] of Object.entries(values)) {
    const error = themeValueError(name, value)
    if (error) ctx.addIssue({ code: 'custom', path: [name], message: error })
  }
})

export const ThemeInputSchema = z.object({
  /** Absent: a new theme. */
  id: idSchema.optional(),
  name: safeText(100).trim().min(1, 'The theme needs a name.'),
  values: ThemeValuesSchema,
  is_dark: z.boolean(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
})
export type ThemeInput = z.infer<typeof ThemeInputSchema>

const ROUTE_ACTION = /^\/[^\s]*$/
const LINK_ACTION = /^(https?:\/\/|mailto:)[^\s]+$/i

export const MenuItemSchema = z
  .object({
    id: safeText(60).min(1),
    label: safeText(100).trim().min(1, 'The item needs a label.'),
    type: z.enum(['route', 'link']),
    action: safeText(500).trim().min(1, 'The item needs an address.'),
    target: z.enum(['_self', '_blank']).optional(),
    icon: safeText(50).optional(),
    roles: z.array(z.number().int().positive()).max(20).optional(),
    permissions: z.array(safeText(100)).max(20).optional(),
    settings: z.record(safeText(100), z.union([z.boolean(), z.string().max(200), z.number()])).optional(),
    subscriptionStatus: z.enum(['subscribed', 'notSubscribed']).nullable().optional(),
  })
  .superRefine((item, ctx) => {
    // Only in-app paths and web/mail links: a `javascript:` address must never reach an href.
    const ok = item.type === 'route' ? ROUTE_ACTION.test(item.action) : LINK_ACTION.test(item.action)
    if (!ok) {
      const message = item.type === 'route' ? 'A route starts with "/".' : 'A link starts with https://, http:// or mailto:.'
      ctx.addIssue({ code: 'custom', path: ['action'], message })
    }
  })
export type MenuItemInput = z.infer<typeof MenuItemSchema>

export const MENU_POSITIONS = ['sidebar-primary', 'sidebar-secondary', 'mobile-bottom', 'auth-dropdown', 'admin-sidebar', 'auth-page-footer', 'footer'] as const

export const MenuSchema = z.object({
  id: safeText(60).min(1),
  name: safeText(100).trim().min(1, 'The menu needs a name.'),
  positions: z.array(z.enum(MENU_POSITIONS)).max(MENU_POSITIONS.length),
  items: z.array(MenuItemSchema).max(50),
})
export type MenuInput = z.infer<typeof MenuSchema>

/** Stored image paths (uploads answer `/storage/branding_image/…`) or an https address; empty clears. */
const imagePath = z
  .string()
  .max(500)
  .refine((v) => v === '' || /^\/storage\/[A-Za-z0-9._/-]+$/.test(v) || /^https:\/\/[^\s"'<>]+$/.test(v), 'Upload an image or enter an https address.')

const cssColor = z.string().max(60).regex(/^[#(),.%\sA-Za-z0-9]*$/, 'Enter a CSS colour.')

export const LandingFeatureSchema = z.object({ title: safeText(100), subtitle: safeText(500), image: imagePath.optional() })

export const LandingAppearanceSchema = z.object({
  headerTitle: safeText(200),
  headerSubtitle: safeText(500),
  headerImage: imagePath,
  headerOverlayColor1: cssColor,
  headerOverlayColor2: cssColor,
  actions: z.object({ inputText: safeText(100), inputButton: safeText(50), cta1: safeText(50), cta2: safeText(50) }),
  primaryFeatures: z.array(LandingFeatureSchema).max(6),
  secondaryFeatures: z.array(LandingFeatureSchema).max(6),
  pricingTitle: safeText(200),
  pricingSubtitle: safeText(500),
  channelIds: z.array(z.number().int().positive()).max(10),
})
export type LandingAppearance = z.infer<typeof LandingAppearanceSchema>

/** The client settings the editor writes; every other key belongs to the settings pages. */
export const AppearanceSettingsSchema = z
  .object({
    'branding.site_name': safeText(100).trim().min(1, 'The site needs a name.'),
    'branding.site_description': safeText(500),
    'branding.logo_light': imagePath,
    'branding.logo_dark': imagePath,
    'branding.logo_light_mobile': imagePath,
    'branding.logo_dark_mobile': imagePath,
    'branding.favicon': imagePath,
    'themes.default_id': z.number().int().min(0),
    'themes.user_change': z.boolean(),
    'homepage.type': z.enum(['channel', 'landingPage', 'loginPage', 'registerPage']),
    'homepage.value': z.number().int().positive(),
    'homepage.trending': z.boolean(),
    'homepage.appearance': LandingAppearanceSchema,
    menus: z.array(MenuSchema).max(20),
  })
  .partial()
  .strict()
export type AppearanceSettings = z.infer<typeof AppearanceSettingsSchema>
export const APPEARANCE_SETTING_KEYS = Object.keys(AppearanceSettingsSchema.shape) as (keyof AppearanceSettings)[]

/** Custom CSS and JavaScript, served as files (never inlined) and only on the public site. */
export const CustomCodeSchema = z.object({ css: z.string().max(100_000), js: z.string().max(100_000) })
export type CustomCode = z.infer<typeof CustomCodeSchema>

export const SaveAppearanceInputSchema = z.object({
  settings: AppearanceSettingsSchema.optional(),
  themes: z.array(ThemeInputSchema).max(20).optional(),
  customCode: CustomCodeSchema.partial().optional(),
})
export type SaveAppearanceInput = z.infer<typeof SaveAppearanceInputSchema>

export const AppearanceValuesSchema = z.object({
  settings: z.record(z.string(), z.unknown()),
  themes: z.array(ThemeSchema),
  customCode: CustomCodeSchema,
})
export type AppearanceValues = z.infer<typeof AppearanceValuesSchema>

export const AppearanceValuesResponseSchema = z.object({ status: z.literal('success'), values: AppearanceValuesSchema })

/** SEO tag templates (§3.9): title and description with `{{site_name}}`-style placeholders. */
export const SEO_TAG_NAMES = ['home', 'landing', 'artist', 'album', 'track', 'playlist', 'genre', 'search'] as const
export const SeoTagNameSchema = z.enum(SEO_TAG_NAMES)
export const SeoTagsSchema = z.object({ title: safeText(200), description: safeText(500) })
export type SeoTags = z.infer<typeof SeoTagsSchema>
export const SeoTagsResponseSchema = z.object({ status: z.literal('success'), name: SeoTagNameSchema, tags: SeoTagsSchema })

export const UploadedImageResponseSchema = z.object({ status: z.literal('success'), url: z.string() })

export const ThemeIdParamsSchema = z.object({ id: idSchema })
export const AppearanceStatusResponseSchema = z.object({ status: z.literal('success') })

/** The preview frame's message (editor → site, same origin only): unsaved values to show. */
export interface AppearancePreviewMessage {
  type: 'encore:appearance-preview'
  settings?: Record<string, unknown>
  theme?: { values: Record<string, string>; is_dark: boolean } | null
}
export const APPEARANCE_PREVIEW_MESSAGE = 'encore:appearance-preview'

import { createHash } from 'node:crypto'
import {
  APPEARANCE_SETTING_KEYS,
  type AppearanceValues,
  type SaveAppearanceInput,
  type SeoTags,
} from '../../../shared/contracts/appearance'
import type { Theme } from '../../../shared/contracts/bootstrap'
import { validationError } from '../../lib/http-errors'
import { themeSheetCss, themeSheetVersion } from '../../lib/theme-sheet'
import type { Storage } from '../../lib/storage'
import type { SettingsService } from '../settings/index'
import type { AppearanceRepo, ThemeRow } from './appearance.repo'

/** Default SEO templates; `{{site_name}}` and `{{site_description}}` are filled when a page is served. */
export const SEO_TAG_DEFAULTS: Record<string, SeoTags> = {
  home: { title: '{{site_name}}', description: '{{site_description}}' },
  landing: { title: '{{site_name}}', description: '{{site_description}}' },
  artist: { title: '{{artist.name}} - {{site_name}}', description: 'Listen to {{artist.name}} on {{site_name}}.' },
  album: { title: '{{album.name}} - {{site_name}}', description: 'Listen to {{album.name}} on {{site_name}}.' },
  track: { title: '{{track.name}} - {{site_name}}', description: 'Listen to {{track.name}} on {{site_name}}.' },
  playlist: { title: '{{playlist.name}} - {{site_name}}', description: 'Listen to {{playlist.name}} on {{site_name}}.' },
  genre: { title: '{{genre.name}} - {{site_name}}', description: 'The best {{genre.name}} music on {{site_name}}.' },
  search: { title: 'Search - {{site_name}}', description: 'Search artists, albums and tracks on {{site_name}}.' },
}

/** The type from the file's own bytes, never from the name or the browser's claim. */
export function sniffImage(bytes: Buffer): 'png' | 'jpg' | 'webp' | 'gif' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp'
  if (/^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif'
  return null
}
export const MAX_BRANDING_IMAGE = 2 * 1024 * 1024

export function serializeTheme(row: ThemeRow): Theme {
  return { id: row.id, name: row.name, values: row.values, is_dark: row.isDark, default_light: row.defaultLight, default_dark: row.defaultDark }
}

export function makeAppearanceService({ repo, settings, storage, clock }: { repo: AppearanceRepo; settings: SettingsService; storage: Storage; clock: () => Date }) {
  async function customCode() {
    const { server } = await settings.effective()
    return { css: String(server['custom_code.css'] ?? ''), js: String(server['custom_code.js'] ?? '') }
  }

  /** Every reference in the input must exist before anything is written (nothing half-done). */
  async function check(input: SaveAppearanceInput, known: ThemeRow[]) {
    const ids = new Set(known.map((t) => t.id))
    for (const [i, theme] of (input.themes ?? []).entries()) {
      if (theme.id !== undefined && !ids.has(theme.id)) throw validationError({ [`themes.${i}.id`]: 'This theme no longer exists.' })
    }
    const s = input.settings ?? {}
    const defaultId = s['themes.default_id']
    if (defaultId && !ids.has(defaultId)) throw validationError({ 'settings.themes.default_id': 'Select an existing theme.' })
    const home = s['homepage.value']
    if (home !== undefined && (await repo.channelIdsExist([home])).length === 0) throw validationError({ 'settings.homepage.value': 'Select an existing channel.' })
    const landing = s['homepage.appearance']?.channelIds ?? []
    if (landing.length && (await repo.channelIdsExist(landing)).length !== new Set(landing).size) {
      throw validationError({ 'settings.homepage.appearance.channelIds': 'Select existing channels.' })
    }
  }

  return {
    async values(): Promise<AppearanceValues> {
      const { client } = await settings.effective()
      const picked = Object.fromEntries(APPEARANCE_SETTING_KEYS.map((key) => [key, client[key]]))
      return { settings: picked, themes: (await repo.themes()).map(serializeTheme), customCode: await customCode() }
    },

    /**
     * Saves what the editor changed. Settings go through the shared settings service, whose cache is
     * flushed at once, and themes are read fresh by bootstrap-data: every visitor's next page load has
     * the new values, with no restart.
     */
    async save(input: SaveAppearanceInput): Promise<void> {
      await check(input, await repo.themes())
      if (input.themes?.length) {
        await repo.saveThemes(
          input.themes.map((t) => ({ id: t.id, name: t.name, values: t.values, isDark: t.is_dark, defaultLight: t.default_light, defaultDark: t.default_dark })),
        )
      }
      const client: Record<string, unknown> = { ...(input.settings ?? {}) }
      const server: Record<string, unknown> = {}
      const code = input.customCode ?? {}
      // Public version keys: the site links the files with `?v=` so a change reaches browsers at once.
      const version = clock().getTime().toString(36)
      const current = await customCode()
      for (const kind of ['css', 'js'] as const) {
        const next = code[kind]
        if (next === undefined || next === current[kind]) continue
        server[`custom_code.${kind}`] = next
        client[`custom_code.${kind}_version`] = next.trim() ? version : ''
      }
      await settings.update({ client, server })
    },

    /** A default theme, or the last one, can not go: the site always needs a light and a dark default. */
    async deleteTheme(id: number): Promise<void> {
      const all = await repo.themes()
      const theme = all.find((t) => t.id === id)
      if (!theme) return
      if (all.length === 1) throw validationError({ id: 'The last theme can not be deleted.' })
      if (theme.defaultLight || theme.defaultDark) throw validationError({ id: 'This is a default theme. Make another theme the default first.' })
      await repo.deleteTheme(id)
      if (Number(await settings.get('themes.default_id')) === id) await settings.update({ client: { 'themes.default_id': 0 } })
    },

    customCode,

    /** The themes as the stylesheet a server-rendered page links, with its version. */
    async themeSheet(): Promise<{ css: string; version: string }> {
      const [rows, defaultId] = await Promise.all([repo.themes(), settings.get('themes.default_id')])
      const css = themeSheetCss(rows.map(serializeTheme), Number(defaultId) || null)
      return { css, version: themeSheetVersion(css) }
    },

    async seoTags(name: string): Promise<SeoTags> {
      const { server } = await settings.effective()
      const stored = server[`seo_tags.${name}`] as SeoTags | undefined
      return stored ?? SEO_TAG_DEFAULTS[name] ?? { title: '', description: '' }
    },

    async saveSeoTags(name: string, tags: SeoTags): Promise<SeoTags> {
      await settings.update({ server: { [`seo_tags.${name}`]: tags } })
      return tags
    },

    /** Stores a logo or landing image under a content-addressed public key; answers its URL. */
    async saveImage(bytes: Buffer): Promise<string> {
      const ext = sniffImage(bytes)
      if (!ext) throw validationError({ file: 'Please select an image.' })
      if (bytes.length > MAX_BRANDING_IMAGE) throw validationError({ file: 'The image may not be greater than 2 MB.' })
      const key = `branding_image/${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${ext}`
      if (!(await storage.exists(key))) await storage.put(key, bytes)
      return `/storage/${key}`
    },
  }
}

export type AppearanceService = ReturnType<typeof makeAppearanceService>

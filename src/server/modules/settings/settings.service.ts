import { isDeepStrictEqual } from 'node:util'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS, unflattenSettings } from '../../../shared/lib/settings-defaults'
import { SECRET_PLACEHOLDER, SECRET_SETTING_KEYS } from '../../../shared/contracts/settings-fields'
import type { SettingsRepo } from './settings.repo'

/** Server settings as an admin browser may see them: every stored secret replaced by the placeholder. */
export function maskSecrets(server: Record<string, unknown>): Record<string, unknown> {
  const masked = { ...server }
  for (const key of SECRET_SETTING_KEYS) if (typeof masked[key] === 'string' && masked[key] !== '') masked[key] = SECRET_PLACEHOLDER
  return masked
}

export interface EffectiveSettings {
  /** Flattened client keys: defaults overlaid with stored public rows. */
  client: Record<string, unknown>
  /** Flattened server keys: defaults overlaid with stored private rows. Never sent to browsers. */
  server: Record<string, unknown>
}

export interface SettingsServiceDeps {
  repo: SettingsRepo
  /** The site's base address (config/site-url.ts), as client `base_url`; a stored row never overrides it. */
  baseUrl?: string
  /** Tells every server process that settings changed (app.ts publishes `settings.changed`). */
  announceChange?: () => Promise<void>
  /** Client keys the server's environment decides (e.g. `workspaces.integrated`); stored rows never override them. */
  fixed?: Record<string, unknown>
  /** Server keys the environment decides (`queue.driver` by REDIS_URL): shown read only, never stored. */
  fixedServer?: Record<string, unknown>
}

export function makeSettingsService({ repo, baseUrl, announceChange, fixed = {}, fixedServer = {} }: SettingsServiceDeps) {
  // Caches built from settings (the guest bootstrap payload) register here to be dropped on a change.
  const changeListeners = new Set<() => void>()
  async function effective(): Promise<EffectiveSettings> {
    const client: Record<string, unknown> = { ...CLIENT_SETTING_DEFAULTS }
    const server: Record<string, unknown> = { ...SERVER_SETTING_DEFAULTS }
    for (const row of await repo.all()) (row.private ? server : client)[row.name] = row.value
    Object.assign(client, fixed, baseUrl === undefined ? {} : { base_url: baseUrl })
    Object.assign(server, fixedServer)
    return { client, server }
  }

  return {
    effective,

    /** One client setting by its dot key, falling back to the default (undefined when unknown). */
    async get<T = unknown>(key: string): Promise<T | undefined> {
      return (await effective()).client[key] as T | undefined
    },

    /**
     * The client settings tree of bootstrap-data, plus the provider flags music-catalog §3.9 adds
     * (true only when the integration's credentials are configured).
     */
    async clientTree(): Promise<Record<string, unknown>> {
      const { client, server } = await effective()
      return {
        ...unflattenSettings(client),
        spotify_is_setup: Boolean(server.spotify_id && server.spotify_secret),
        lastfm_is_setup: Boolean(server.lastfm_api_key),
        // §4.13: tracks without audio play through YouTube only when search/audio answers (audio-search.service.ts).
        youtube_is_setup: client.audio_search_provider === 'youtube' && Boolean(server['youtube.api_key']),
      }
    },

    /** Saves only values that differ from the current effective ones; returns the keys written. */
    async update(input: { client?: Record<string, unknown>; server?: Record<string, unknown> }): Promise<string[]> {
      const current = await effective()
      // A secret posted back as the placeholder GET sent is unchanged: the stored value stays.
      const server = Object.fromEntries(Object.entries(input.server ?? {}).filter(([key, value]) => !(SECRET_SETTING_KEYS.includes(key) && value === SECRET_PLACEHOLDER)))
      const rows = [
        ...Object.entries(input.client ?? {}).map(([name, value]) => ({ name, value, private: false, before: current.client[name] })),
        ...Object.entries(server).map(([name, value]) => ({ name, value, private: true, before: current.server[name] })),
      ]
        // A key the environment decides is not stored: the row would never take effect.
        .filter((row) => !(row.name in (row.private ? fixedServer : fixed)))
        .filter((row) => !isDeepStrictEqual(row.before, row.value))
      await repo.upsert(rows.map(({ name, value, private: isPrivate }) => ({ name, value, private: isPrivate })))
      if (rows.length > 0) {
        for (const listener of changeListeners) listener()
        await announceChange?.()
      }
      return rows.map((r) => r.name)
    },

    /** Calls `listener` when settings change, through this process or (over pub/sub) another. */
    onChange(listener: () => void): void {
      changeListeners.add(listener)
    },

    /** Another process changed settings: drop the cached rows and tell the listeners. */
    changedElsewhere(): void {
      repo.forget()
      for (const listener of changeListeners) listener()
    },
  }
}

export type SettingsService = ReturnType<typeof makeSettingsService>

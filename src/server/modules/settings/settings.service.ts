import { isDeepStrictEqual } from 'node:util'
import { CLIENT_SETTING_DEFAULTS, SERVER_SETTING_DEFAULTS, unflattenSettings } from '../../../shared/lib/settings-defaults'
import type { SettingsRepo } from './settings.repo'

export interface EffectiveSettings {
  /** Flattened client keys: defaults overlaid with stored public rows. */
  client: Record<string, unknown>
  /** Flattened server keys: defaults overlaid with stored private rows. Never sent to browsers. */
  server: Record<string, unknown>
}

/** `fixed`: client keys the server's environment decides (e.g. `workspaces.integrated`); stored rows never override them. */
export function makeSettingsService({ repo, baseUrl, fixed = {} }: { repo: SettingsRepo; baseUrl?: string; fixed?: Record<string, unknown> }) {
  async function effective(): Promise<EffectiveSettings> {
    const client: Record<string, unknown> = { ...CLIENT_SETTING_DEFAULTS, base_url: baseUrl ?? '' }
    const server: Record<string, unknown> = { ...SERVER_SETTING_DEFAULTS }
    for (const row of await repo.all()) (row.private ? server : client)[row.name] = row.value
    Object.assign(client, fixed)
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
      }
    },

    /** Saves only values that differ from the current effective ones; returns the keys written. */
    async update(input: { client?: Record<string, unknown>; server?: Record<string, unknown> }): Promise<string[]> {
      const current = await effective()
      const rows = [
        ...Object.entries(input.client ?? {}).map(([name, value]) => ({ name, value, private: false, before: current.client[name] })),
        ...Object.entries(input.server ?? {}).map(([name, value]) => ({ name, value, private: true, before: current.server[name] })),
      ].filter((row) => !isDeepStrictEqual(row.before, row.value))
      await repo.upsert(rows.map(({ name, value, private: isPrivate }) => ({ name, value, private: isPrivate })))
      return rows.map((r) => r.name)
    },
  }
}

export type SettingsService = ReturnType<typeof makeSettingsService>

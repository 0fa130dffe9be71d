import { ref } from 'valtio'
import { sessionState } from './session'

/**
 * Reads a setting by dot path from the settings tree (`cookie_notice.position`); falls back to the
 * flattened key when the server sent one (`{"themes.user_change": true}`).
 */
export function readSetting<T = unknown>(path: string, fallback?: T, settings: Record<string, unknown> = sessionState.settings): T {
  if (path in settings) return (settings[path] as T) ?? (fallback as T)
  let node: unknown = settings
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return fallback as T
    node = (node as Record<string, unknown>)[part]
  }
  return (node as T) ?? (fallback as T)
}

/** Booleans arrive as true/1/"1" depending on where they were stored. */
export function settingEnabled(path: string, settings?: Record<string, unknown>): boolean {
  const value = readSetting<unknown>(path, false, settings)
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * Writes flattened keys (`branding.site_name`) into the settings tree: the appearance editor's preview
 * frame shows unsaved values this way. Forbidden segments are skipped so a message cannot reach a prototype.
 */
export function applySettingsPreview(values: Record<string, unknown>): void {
  // The session holds the settings as a ref (stores/session.ts): a new tree, set whole, is what readers see.
  // A JSON copy: the tree is JSON, and structuredClone refuses the store's initial proxy.
  const next = JSON.parse(JSON.stringify(sessionState.settings)) as Record<string, unknown>
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split('.')
    if (parts.some((p) => p === '__proto__' || p === 'prototype' || p === 'constructor')) continue
    let node = next
    for (const part of parts.slice(0, -1)) {
      if (node[part] === null || typeof node[part] !== 'object') node[part] = {}
      node = node[part] as Record<string, unknown>
    }
    node[parts[parts.length - 1]!] = value
  }
  sessionState.settings = ref(next)
}

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

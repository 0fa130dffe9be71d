import type { SettingField } from '../../../shared/contracts/settings-fields'

/** Reads a key from the settings tree by dot path (the tree GET settings answers with). */
export function readPath(tree: Record<string, unknown>, key: string): unknown {
  if (key in tree) return tree[key]
  let node: unknown = tree
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return node
}

/** The value a control starts with: stored or default, else the form's own fallback; text kinds as strings. */
export function toControlValue(field: SettingField, stored: unknown): unknown {
  const value = stored ?? field.formFallback ?? null
  switch (field.kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 'true'
    case 'list':
      return Array.isArray(value) ? value.join(', ') : String(value ?? '')
    case 'json':
      return value === null || value === undefined ? '' : JSON.stringify(value, null, 2)
    case 'select':
    case 'page':
      return value === null ? null : String(value)
    default:
      return value === null ? '' : String(value)
  }
}

export class ControlValueError extends Error {}

/** The control's value as the server stores it; throws ControlValueError for text that cannot convert. */
export function fromControlValue(field: SettingField, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true
    case 'number': {
      const text = String(value ?? '').trim()
      if (text === '') return null
      const n = Number(text)
      if (!Number.isFinite(n)) throw new ControlValueError('Must be a number.')
      return n
    }
    case 'list':
      return String(value ?? '')
        .split(/[,\n]/)
        .map((part) => part.trim())
        .filter(Boolean)
    case 'json': {
      const text = String(value ?? '').trim()
      if (text === '') return null
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw new ControlValueError('Must be valid JSON.')
      }
    }
    default:
      return value
  }
}

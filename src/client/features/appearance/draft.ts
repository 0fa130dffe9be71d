import type { AppearanceValues, SaveAppearanceInput, ThemeInput } from '../../../shared/contracts/appearance'
import type { Theme } from '../../../shared/contracts/bootstrap'

/** What the editor holds while the admin works; new themes carry negative ids until saved. */
export interface AppearanceDraft {
  settings: Record<string, unknown>
  themes: Theme[]
  customCode: { css: string; js: string }
}

export type DraftUpdate = (change: (draft: AppearanceDraft) => AppearanceDraft) => void

export function draftFrom(values: AppearanceValues): AppearanceDraft {
  return structuredClone({ settings: values.settings, themes: values.themes, customCode: values.customCode })
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** Only what differs from the saved values goes to the server ("only changed values saved", §3.9). */
export function changesOf(draft: AppearanceDraft, saved: AppearanceValues): SaveAppearanceInput {
  const settings = Object.fromEntries(Object.entries(draft.settings).filter(([key, value]) => !same(value, saved.settings[key])))
  const themes: ThemeInput[] = draft.themes
    .filter((theme) => !same(theme, saved.themes.find((t) => t.id === theme.id)))
    .map(({ id, values, ...rest }) => ({ ...(id > 0 ? { id } : {}), values: values as ThemeInput['values'], ...rest }))
  const customCode = Object.fromEntries((['css', 'js'] as const).filter((k) => draft.customCode[k] !== saved.customCode[k]).map((k) => [k, draft.customCode[k]]))
  return {
    ...(Object.keys(settings).length ? { settings } : {}),
    ...(themes.length ? { themes } : {}),
    ...(Object.keys(customCode).length ? { customCode } : {}),
  }
}

export const hasChanges = (input: SaveAppearanceInput) => Object.keys(input).length > 0

/** Reads one setting of the draft with a fallback. */
export function draftSetting<T>(draft: AppearanceDraft, key: string, fallback: T): T {
  const value = draft.settings[key]
  return value === undefined || value === null ? fallback : (value as T)
}

export const setDraftSetting = (key: string, value: unknown) => (draft: AppearanceDraft): AppearanceDraft => ({
  ...draft,
  settings: { ...draft.settings, [key]: value },
})

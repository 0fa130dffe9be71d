import { trans, type TransLines, type TransValues } from '../../../shared/lib/trans'
import type { LocalizationsRepo } from './localizations.repo'

interface TranslationSettings {
  effective(): Promise<{ client: Record<string, unknown> }>
}

/**
 * Translation lines per language, for bootstrap-data (`i18n {language, lines}`), mails and push texts.
 * Lines are cached per process for `ttlMs` or until a localization changes here (`invalidate`, also the
 * hook for cross-process invalidation); the source language needs no lines, a key is its own English text.
 */
export function makeTranslationsService({ repo, settings, ttlMs = 60_000 }: { repo: LocalizationsRepo; settings: TranslationSettings; ttlMs?: number }) {
  const cache = new Map<string, { lines: Promise<TransLines | null>; at: number }>()

  function linesOf(language: string): Promise<TransLines | null> {
    const hit = cache.get(language)
    if (hit && Date.now() - hit.at < ttlMs) return hit.lines
    const entry = { lines: repo.linesOf(language), at: Date.now() }
    cache.set(language, entry)
    entry.lines.catch(() => cache.get(language) === entry && cache.delete(language))
    return entry.lines
  }

  /** The language to use: the user's choice when translations are on and it exists, else the default. */
  async function resolve(preferred?: string | null): Promise<string> {
    const { client } = await settings.effective()
    const fallback = String(client['i18n.default_localization'] ?? 'en')
    if (!preferred || client['i18n.enable'] === false || preferred === fallback) return fallback
    return (await linesOf(preferred)) ? preferred : fallback
  }

  return {
    resolve,

    /** `{language, lines}` for bootstrap-data. */
    async bundle(preferred?: string | null): Promise<{ language: string; lines: Record<string, string> }> {
      const language = await resolve(preferred)
      return { language, lines: { ...((await linesOf(language)) ?? {}) } }
    },

    /** A server text (mail, push) in the given language, `:params` filled in; falls back to the key. */
    async translate(language: string | null | undefined, key: string, params: TransValues = {}): Promise<string> {
      const lang = await resolve(language)
      return trans(key, params, (await linesOf(lang)) ?? {}, lang)
    },

    /** A translator bound to one language, for texts made of several lines (a mail). */
    async translator(language: string | null | undefined): Promise<(key: string, params?: TransValues) => string> {
      const lang = await resolve(language)
      const lines = (await linesOf(lang)) ?? {}
      return (key, params = {}) => trans(key, params, lines, lang)
    },

    /** True when the admin added this language. */
    available: async (language: string): Promise<boolean> => (await linesOf(language)) !== null,

    /** The languages the site offers (value list `localizations`). */
    languages(): Promise<Array<{ language: string; name: string }>> {
      return repo.all()
    },

    invalidate(language?: string): void {
      if (language) cache.delete(language)
      else cache.clear()
    },
  }
}

export type TranslationsService = ReturnType<typeof makeTranslationsService>

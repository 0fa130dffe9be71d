import { toPagination, pageWindow } from '../../lib/pagination/index'
import { notFound, validationError, HttpError } from '../../lib/http-errors'
import type { CreateLocalizationInput, Localization, UpdateLocalizationInput } from '../../../shared/contracts/localizations'
import { SOURCE_LINES } from '../../../shared/i18n/source-lines.gen'
import type { LocalizationsRepo } from './localizations.repo'
import type { TranslationsService } from './translations.service'

const PER_PAGE = 15

interface Summary {
  id: number
  language: string
  name: string
  linesCount: number
  updatedAt: Date
}

const present = (r: Summary): Localization => ({ id: r.id, language: r.language, name: r.name, lines_count: r.linesCount, updated_at: r.updatedAt.toISOString() })

/** Admin localizations (music-product §2): add a language, translate its lines, remove it. */
export function makeLocalizationsService(d: {
  repo: LocalizationsRepo
  translations: TranslationsService
  settings: { effective(): Promise<{ client: Record<string, unknown> }> }
}) {
  const { repo, translations } = d

  async function detail(id: number) {
    const row = await repo.byId(id)
    if (!row) throw notFound()
    return { localization: present(row), lines: row.lines, source_lines: [...SOURCE_LINES] }
  }

  return {
    async page(q: { page?: number; perPage?: number; query?: string }) {
      const w = pageWindow(q, PER_PAGE)
      const rows = await repo.page(w, q.query)
      return toPagination(rows.map(present), w)
    },

    detail,

    async create(input: CreateLocalizationInput): Promise<Localization> {
      const id = await repo.create(input)
      if (id === null) throw validationError({ language: 'A localization for this language already exists.' })
      translations.invalidate(input.language)
      return (await detail(id)).localization
    },

    async update(id: number, input: UpdateLocalizationInput): Promise<Localization> {
      const set: Record<string, string> = {}
      const remove: string[] = []
      for (const [key, value] of Object.entries(input.lines ?? {})) {
        if (value.trim() === '') remove.push(key)
        else set[key] = value
      }
      const before = await repo.byId(id)
      if (!before || !(await repo.update(id, { name: input.name, set, remove }))) throw notFound()
      translations.invalidate(before.language)
      return (await detail(id)).localization
    },

    /**
     * The default language cannot go: every visitor without a choice would be left without one. All
     * ids are checked before any is deleted, so a refused request changes nothing.
     */
    async removeMany(ids: number[]): Promise<void> {
      const rows = await Promise.all(ids.map((id) => repo.byId(id)))
      if (rows.some((row) => !row)) throw notFound()
      const { client } = await d.settings.effective()
      const fallback = String(client['i18n.default_localization'] ?? 'en')
      if (rows.some((row) => row!.language === fallback)) {
        throw new HttpError(422, 'The default localization cannot be deleted.', { errors: { language: 'The default localization cannot be deleted.' } })
      }
      for (const row of rows) {
        await repo.remove(row!.id)
        translations.invalidate(row!.language)
      }
    },

    async languages() {
      return repo.all()
    },
  }
}

export type LocalizationsService = ReturnType<typeof makeLocalizationsService>

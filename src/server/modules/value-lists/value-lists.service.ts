import type { ValueListName, ValueListsResponse } from '../../../shared/contracts/value-lists'
import { countries, currencies, languages, timezones } from './intl-lists'
import type { ValueListsRepo } from './value-lists.repo'

type Lists = Omit<ValueListsResponse, 'status'>

export function makeValueListsService({
  repo,
  clock,
  localizations,
}: {
  repo: ValueListsRepo
  clock: () => Date
  /** The languages added in admin localizations. */
  localizations: () => Promise<Array<{ language: string; name: string }>>
}) {
  const builders: { [K in ValueListName]: () => Promise<NonNullable<Lists[K]>> } = {
    languages: async () => languages(),
    countries: async () => countries(),
    timezones: async () => timezones(clock()),
    currencies: async () => currencies(),
    localizations: async () => localizations(),
    genres: async () => (await repo.topGenres()).map((g) => ({ value: g.name, name: g.displayName ?? g.name })),
    themes: async () => repo.themes(),
    roles: async () => repo.roles(),
    permissions: async () =>
      (await repo.permissions()).map((p) => ({
        id: p.id,
        name: p.name,
        display_name: p.displayName,
        description: p.description,
        group: p.group,
        type: p.type,
        advanced: p.advanced,
        restrictions: p.restrictions ?? [],
      })),
  }

  return {
    /** Builds each requested list once, keyed by its name. */
    async lists(names: ValueListName[]): Promise<Lists> {
      const unique = [...new Set(names)]
      const built = await Promise.all(unique.map(async (name) => [name, await builders[name]()] as const))
      return Object.fromEntries(built) as Lists
    },
  }
}

export type ValueListsService = ReturnType<typeof makeValueListsService>

// The props of every backstage page, in their own file: the pages import it, and pages.ts (the registry)
// loads the pages, so the type in pages.ts would close an import cycle (docs/decisions/0025).
import type { BackstageSearch } from './guard'

/** What every backstage page receives: the params its pattern captured and the validated search. */
export interface BackstagePageProps {
  params: Record<string, string>
  search: BackstageSearch
  /** Replaces the search params of the page (the insights range). */
  setSearch: (search: BackstageSearch) => void
}

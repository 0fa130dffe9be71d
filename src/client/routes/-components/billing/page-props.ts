// The props of every billing page, in their own file: the pages import it, and pages.ts (the registry)
// loads the pages, so the type in pages.ts would close an import cycle (docs/decisions/0025).
import type { BillingSearch } from './guard'

/** What every billing page receives: the params its pattern captured and the validated search. */
export interface BillingPageProps {
  params: Record<string, string>
  search: BillingSearch
}

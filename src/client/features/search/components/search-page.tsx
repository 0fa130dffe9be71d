import { trans } from '../../../stores/session'
import { Link } from '@tanstack/react-router'
import type { RenderResults } from './result-list'
import { SearchAllTab } from './search-all-tab'
import { SearchModelTab } from './search-model-tab'
import { SEARCH_TABS, searchHref, type SearchTab } from './search-tabs'

export function SearchPage({ query, tab, renderResults }: { query: string; tab: SearchTab; renderResults: RenderResults }) {
  const current = SEARCH_TABS.find((t) => t.id === tab) ?? SEARCH_TABS[0]
  return (
    <div className="p-4 md:p-8">
      <h1 className="mb-4 text-2xl font-bold">{trans('Results for “:query”', { query })}</h1>
      <nav aria-label={trans('Search results')} className="mb-6 flex gap-2 overflow-x-auto">
        {SEARCH_TABS.map((t) => (
          <Link key={t.id} to={searchHref(query, t.id)} aria-current={t.id === current.id ? 'page' : undefined}
            className={`rounded-full px-4 py-1.5 text-sm whitespace-nowrap ${t.id === current.id ? 'bg-primary text-on-primary' : 'bg-chip hover:bg-chip-hover'}`}>
            {trans(t.label)}
          </Link>
        ))}
      </nav>
      {'type' in current ? (
        <SearchModelTab key={`${current.type}-${query}`} type={current.type} query={query} renderResults={renderResults} />
      ) : (
        <SearchAllTab query={query} renderResults={renderResults} />
      )}
    </div>
  )
}

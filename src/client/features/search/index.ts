// Public surface of the search feature. The navbar (shell) mounts <SearchBox />.
export { searchKeys, searchQuery, searchModelQuery } from './api'
export { SearchBox, AUTOCOMPLETE_DEBOUNCE_MS } from './components/search-box'
export { SearchPage } from './components/search-page'
export { SEARCH_TABS, searchHref, type SearchTab } from './components/search-tabs'
export type { RenderResults } from './components/result-list'
export type { SearchItem } from './result-links'
export { SearchStart } from './components/search-start'
export { rememberSearch, clearRecentSearches } from '../../stores/recent-searches'

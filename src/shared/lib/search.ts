// Plain constants of local search (music-catalog §3.6, §6). They live apart from the zod contract so
// the client's search box can use them without loading zod with every page.

/** The model types search answers for, in display order. */
export const SEARCH_TYPES = ['artist', 'album', 'track', 'user', 'playlist'] as const
/** Results per type on the search page. */
export const SEARCH_PAGE_PER_TYPE = 20
/** Results per type in the navbar autocomplete. */
export const AUTOCOMPLETE_PER_TYPE = 3
/** Picker suggestions. */
export const SUGGESTIONS_LIMIT = 10

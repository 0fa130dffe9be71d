// The search page's tabs and their links; its own file so the tabs the page renders can name them
// without importing the page back (docs/decisions/0025).
export const SEARCH_TABS = [
  { id: 'all', label: 'All' },
  { id: 'artists', label: 'Artists', type: 'artist' },
  { id: 'albums', label: 'Albums', type: 'album' },
  { id: 'tracks', label: 'Tracks', type: 'track' },
  { id: 'users', label: 'Users', type: 'user' },
  { id: 'playlists', label: 'Playlists', type: 'playlist' },
] as const
export type SearchTab = (typeof SEARCH_TABS)[number]['id']

export const searchHref = (query: string, tab?: SearchTab): string =>
  `/search/${encodeURIComponent(query)}${tab && tab !== 'all' ? `/${tab}` : ''}`

import { slugify } from '../../shared/lib/slug'

// Plain page paths for first-screen code (channel cards, search results): template strings, so the entry
// does not carry the typed link builders of lib/links.ts. tests/client/lib/links.test.ts checks that each
// equals linkPath() of its typed link.
type Named = { id: number; name?: string | null }

/** The profile path of a user: /user/{id}/{name}[/{tab}]. */
export const userPath = (user: Named, tab?: string) => `/user/${user.id}/${slugify(user.name ?? '')}${tab ? `/${tab}` : ''}`
/** The page path of a playlist: /playlist/{id}/{name}. */
export const playlistPath = (playlist: Named) => `/playlist/${playlist.id}/${slugify(playlist.name ?? '')}`

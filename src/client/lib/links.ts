import type { ToOptions } from '@tanstack/react-router'
import { slugify } from '../../shared/lib/slug'

/**
 * Typed link targets on the route tree's params: spread into `<Link {...userLink(u)}>`, pass to
 * `navigate(userLink(u))`, or turn into a plain path with `linkPath`. The name segment is only for people
 * reading the URL; the id resolves, and `slugify` is the one rule for it. First-screen code that needs
 * only a path string uses lib/paths.ts instead (tests/client/lib/links.test.ts keeps both equal).
 */
type Named = { id: number; name?: string | null }

export const userLink = (user: Named, tab?: string) =>
  ({
    to: '/user/$userId/$userName/{-$tabName}',
    params: { userId: String(user.id), userName: slugify(user.name ?? ''), tabName: tab },
  }) as const satisfies ToOptions

export const playlistLink = (playlist: Named) =>
  ({
    to: '/playlist/$playlistId/$playlistName',
    params: { playlistId: String(playlist.id), playlistName: slugify(playlist.name ?? '') },
  }) as const satisfies ToOptions

type WithArtists = Named & { artists?: readonly Named[] }

export const artistLink = (artist: Named) =>
  ({ to: '/artist/$artistId/{-$artistName}', params: { artistId: String(artist.id), artistName: slugify(artist.name ?? '') } }) as const satisfies ToOptions

export const albumLink = (album: WithArtists) =>
  ({
    to: '/album/$albumId/$artistName/$albumName',
    params: { albumId: String(album.id), artistName: slugify(album.artists?.[0]?.name ?? 'various'), albumName: slugify(album.name ?? '') },
  }) as const satisfies ToOptions

export const trackLink = (track: Named) =>
  ({ to: '/track/$trackId/$trackName', params: { trackId: String(track.id), trackName: slugify(track.name ?? '') } }) as const satisfies ToOptions

export const genreLink = (genre: { name: string }) => ({ to: '/genre/$genreName', params: { genreName: genre.name } }) as const satisfies ToOptions

export const tagLink = (tag: { name: string }, tab?: string) =>
  ({ to: '/tag/$tagName/{-$tab}', params: { tagName: tag.name, tab } }) as const satisfies ToOptions

export const channelLink = (channel: { slug: string }) =>
  ({ to: '/$slugOrId/{-$restriction}', params: { slugOrId: channel.slug, restriction: undefined } }) as const satisfies ToOptions

export const radioLink = (type: string, seed: { id: number | string; name: string }) =>
  ({ to: '/radio/$seedType/$seedId/$seedName', params: { seedType: type, seedId: String(seed.id), seedName: slugify(seed.name) } }) as const satisfies ToOptions

/**
 * A backstage page: the whole area is one splat route (routes/_app/_authed/backstage.$.tsx), so
 * `backstageLink('tracks/7/edit')` or `backstageLink('albums/new', { upload: 'u1,u2' })`.
 */
export const backstageLink = (path: string, search?: { upload?: string; range?: string; from?: string; to?: string }) =>
  ({ to: '/backstage/$', params: { _splat: path }, ...(search ? { search } : {}) }) as const satisfies ToOptions

/**
 * A billing page: the whole area is one splat route (routes/_app/_authed/billing.$.tsx), so
 * `billingLink('')` is /billing, `billingLink('invoices/<uuid>')` an invoice.
 */
export const billingLink = (path: string) => ({ to: '/billing/$', params: { _splat: path } }) as const satisfies ToOptions

/** The path a link target points at: `$param` and optional `{-$param}` segments filled in (encoded). */
export function linkPath({ to, params }: { to: string; params: Record<string, string | undefined> }): string {
  return (
    to.replace(/\/\{-\$(\w+)\}|\$(\w+)/g, (_, optional?: string, required?: string) => {
      const value = params[(optional ?? required)!]
      if (optional) return value ? `/${encodeURIComponent(value)}` : ''
      return encodeURIComponent(value || '-')
    }) || '/'
  )
}

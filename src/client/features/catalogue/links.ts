import type { ChannelItem } from '../../../shared/contracts/channels'
import { slugify } from '../../../shared/lib/slug'
import { playlistPath, userPath } from '../../lib/paths'

type Named = { id: number; name: string }

// Plain paths of the catalogue pages (first-screen code: template strings are the smallest form), with the
// shared slug rule; tests/client/lib/links.test.ts checks they match the route tree's typed links.
export const artistHref = (a: Named) => `/artist/${a.id}/${slugify(a.name)}`
export const albumHref = (album: Named & { artists?: readonly Named[] }) =>
  `/album/${album.id}/${slugify(album.artists?.[0]?.name ?? 'various')}/${slugify(album.name)}`
export const trackHref = (t: Named) => `/track/${t.id}/${slugify(t.name)}`
export const genreHref = (g: { name: string }) => `/genre/${encodeURIComponent(g.name)}`
export const tagHref = (t: { name: string }) => `/tag/${encodeURIComponent(t.name)}`
export const channelHref = (c: { slug: string }) => `/${encodeURIComponent(c.slug)}`
export const trackEmbedHref = (t: Named) => `${trackHref(t)}/embed`
export const albumEmbedHref = (a: Named & { artists?: readonly Named[] }) => `${albumHref(a)}/embed`

/** The page of any channel item, told apart by `model_type`. */
export function itemHref(item: ChannelItem): string {
  switch (item.model_type) {
    case 'track':
      return trackHref(item)
    case 'album':
      return albumHref(item)
    case 'artist':
      return artistHref(item)
    case 'genre':
      return genreHref(item)
    case 'playlist':
      return playlistPath(item)
    case 'user':
      return userPath(item)
    case 'channel':
      return channelHref(item)
  }
}

export function itemImage(item: ChannelItem): string | null {
  switch (item.model_type) {
    case 'artist':
      return item.image_small
    case 'channel':
      return null
    default:
      return item.image
  }
}

export function itemTitle(item: ChannelItem): string {
  return item.model_type === 'genre' ? (item.display_name ?? item.name) : item.name
}

/** Queue id of music-catalog §3.3 for playing a model's tracks, or null when it has none. */
export function queueIdFor(item: ChannelItem): string | null {
  if (item.model_type === 'album' || item.model_type === 'artist' || item.model_type === 'playlist') {
    return `${item.model_type}.${item.id}.*`
  }
  return null
}

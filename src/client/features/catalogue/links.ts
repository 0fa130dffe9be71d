import type { ChannelItem } from '../../../shared/contracts/channels'
import { albumLink, artistLink, channelLink, genreLink, linkPath, playlistPath, tagLink, trackLink, userPath } from '../../lib/links'

type Named = { id: number; name: string }

// Paths of the typed links in lib/links.ts (the one link builder), for hrefs, share URLs and search results.
export const artistHref = (a: Named) => linkPath(artistLink(a))
export const albumHref = (album: Named & { artists?: readonly Named[] }) => linkPath(albumLink(album))
export const trackHref = (t: Named) => linkPath(trackLink(t))
export const genreHref = (g: { name: string }) => linkPath(genreLink(g))
export const tagHref = (t: { name: string }) => linkPath(tagLink(t))
export const channelHref = (c: { slug: string }) => linkPath(channelLink(c))
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

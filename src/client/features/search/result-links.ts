import type { SearchResults } from '../../../shared/contracts/search'
import { albumHref, artistHref, trackHref } from '../catalogue'
import { playlistPath, userPath } from '../../lib/paths'

export type SearchItem = NonNullable<SearchResults[keyof SearchResults]>['data'][number]

/** The page of any search result, told apart by `model_type`. */
export function resultHref(item: SearchItem): string {
  switch (item.model_type) {
    case 'artist': return artistHref(item)
    case 'album': return albumHref(item)
    case 'track': return trackHref(item)
    case 'user': return userPath(item)
    case 'playlist': return playlistPath(item)
  }
}

export function resultImage(item: SearchItem): string | null {
  if (item.model_type === 'artist') return item.image_small
  return item.image ?? null
}

export function resultSubtitle(item: SearchItem): string {
  switch (item.model_type) {
    case 'album':
    case 'track':
      return item.artists?.map((a) => a.name).join(', ') ?? ''
    case 'playlist':
      return item.owner ? `By ${item.owner.name}` : 'Playlist'
    case 'user':
      return 'User'
    case 'artist':
      return 'Artist'
  }
}

/** Autocomplete order: artists, albums, tracks, users, playlists (3 each). */
export function flattenResults(results: SearchResults | undefined): SearchItem[] {
  if (!results) return []
  const groups: ReadonlyArray<readonly SearchItem[] | undefined> = [
    results.artists?.data, results.albums?.data, results.tracks?.data, results.users?.data, results.playlists?.data,
  ]
  return groups.flatMap((g) => g ?? [])
}

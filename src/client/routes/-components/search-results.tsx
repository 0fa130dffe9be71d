import type { ReactNode } from 'react'
import type { Album, Artist, Track } from '../../../shared/contracts/catalogue'
import type { UserRef } from '../../../shared/contracts/user-ref'
import type { Playlist } from '../../../shared/contracts/playlists'
import type { SearchModelType } from '../../../shared/contracts/search'
import { AlbumGrid, ArtistGrid, TrackTable } from '../../features/catalogue'
import { useLikes } from '../../features/library'
import { PlaylistGrid } from '../../features/playlists'
import { UserGrid } from '../../features/profiles'
import type { SearchItem } from '../../features/search'

/** One type's search results in the cards and tables of the features that own them (search's results slot). */
export function SearchResults({ type, items, rowMenu }: { type: SearchModelType; items: readonly SearchItem[]; rowMenu?: (t: Track, i: number) => ReactNode }) {
  const likes = useLikes('track')
  const of = <T extends SearchItem>(t: T['model_type']) => items.filter((i): i is T => i.model_type === t)
  switch (type) {
    case 'artist': return <ArtistGrid artists={of<Artist>('artist')} />
    case 'album': return <AlbumGrid albums={of<Album>('album')} />
    case 'track':
      // Search results have no server-side queue: they play as a custom queue.
      return <TrackTable tracks={of<Track>('track')} queueId="custom" showAlbum showCover likes={likes} rowMenu={rowMenu} />
    case 'user': return <UserGrid users={of<UserRef>('user')} />
    case 'playlist': return <PlaylistGrid playlists={of<Playlist>('playlist')} />
  }
}

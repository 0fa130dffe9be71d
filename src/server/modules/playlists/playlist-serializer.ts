import type { Playlist } from '../../../shared/contracts/playlists'
import type { PlaylistRow } from './playlists.repo'

/** Paths of the client's built-in placeholder artwork: stored by older data, read as "no image" (§2.5). */
const PLACEHOLDER = /(^|\/)(images\/default|default[-_]?(cover|image|playlist))[^?]*$/i

export function playlistImage(image: string | null): string | null {
  if (!image || PLACEHOLDER.test(image)) return null
  return image
}

export function serializePlaylist(row: PlaylistRow, extra: Partial<Playlist> = {}): Playlist {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: playlistImage(row.image),
    public: row.public,
    collaborative: row.collaborative,
    owner_id: row.ownerId,
    views: row.views,
    plays: row.plays,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    model_type: 'playlist',
    ...extra,
  }
}

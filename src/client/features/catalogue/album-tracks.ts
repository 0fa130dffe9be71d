import type { Album, Track } from '../../../shared/contracts/catalogue'

const cache = new WeakMap<Album, Track[]>()

/**
 * An album's tracks, each carrying its album (the API nests tracks in the album without it). What is
 * played or saved from the album page then knows its album: the player's "Go to album", the offline
 * page's album column and cover. One array per album object, so rows and queues keep their identity.
 */
export function albumTracks(album: Album): Track[] {
  let tracks = cache.get(album)
  if (!tracks) {
    const { tracks: _tracks, ...ref } = album
    tracks = (album.tracks ?? []).map((t) => (t.album ? t : { ...t, album: ref }))
    cache.set(album, tracks)
  }
  return tracks
}

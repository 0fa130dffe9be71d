import { renderCover, renderGenreArt, renderMosaic, renderPortrait } from './images/cover-art'
import type { FileCollector } from './files'
import { GENRES } from './genres'
import { ARTISTS, PLAYLISTS } from './people'
import type { PlannedAlbum } from './plan'
import { createRandom, seedOf } from './random'

/** Renders and stores every picture of the demo catalogue; returns the URL paths for the entity columns. */

export interface Artwork {
  albums: string[]
  artists: string[]
  genres: Map<string, string>
  playlists: string[]
}

const png = (files: FileCollector, prefix: string, body: Buffer, name: string) => files.put(prefix, body, 'png', 'image/png', `${name}.png`)

export async function buildArtwork(files: FileCollector, albums: PlannedAlbum[]): Promise<Artwork> {
  const albumUrls: string[] = []
  for (const [i, album] of albums.entries()) {
    // Consecutive albums rotate through the styles so one artist's records never look alike.
    const body = renderCover(createRandom(seedOf(`cover:${album.name}`)), i)
    albumUrls.push((await png(files, 'track_image', body, album.name)).url)
  }
  const artistUrls: string[] = []
  for (const artist of ARTISTS) {
    const body = renderPortrait(createRandom(seedOf(`portrait:${artist.name}`)))
    artistUrls.push((await png(files, 'artist_image', body, artist.name)).url)
  }
  const genres = new Map<string, string>()
  for (const genre of GENRES) {
    const body = renderGenreArt(createRandom(seedOf(`genre:${genre.name}`)), genre.hue)
    genres.set(genre.name, (await png(files, 'genre_image', body, genre.displayName)).url)
  }
  const playlistUrls: string[] = []
  for (const playlist of PLAYLISTS) {
    const hues = playlist.genres.map((g) => GENRES.find((x) => x.name === g)?.hue ?? 0)
    const body = renderMosaic(createRandom(seedOf(`playlist:${playlist.name}`)), hues)
    playlistUrls.push((await png(files, 'playlist_image', body, playlist.name)).url)
  }
  return { albums: albumUrls, artists: artistUrls, genres, playlists: playlistUrls }
}

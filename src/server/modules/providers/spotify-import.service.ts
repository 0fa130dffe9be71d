import { HttpError, notFound } from '../../lib/http-errors'
import type { LyricsImport } from './lyrics-import.service'
import type { SpotifyImportRepo } from './spotify-import.repo'
import { pickImages, type SpotifyAlbum, type SpotifyArtistRef, type SpotifyClient } from './spotify.client'

/** music-catalog §6: an artist import fetches up to 50 albums and singles and keeps 40. */
const ARTIST_ALBUMS = 40

export type ImportModel = 'artist' | 'album' | 'track' | 'playlist' | 'genre'

interface Deps {
  repo: SpotifyImportRepo
  spotify: SpotifyClient
  /** Whether the Spotify integration is set up (client ID and secret saved). */
  isSetup: () => Promise<boolean>
  lyricsImport: Pick<LyricsImport, 'importFor'>
  onChanged: () => void
}

/** `POST import-media/single-item` (music-catalog §3): a Spotify artist, album or track into the local catalogue. */
export function makeSpotifyImport({ repo, spotify, isSetup, lyricsImport, onChanged }: Deps) {
  async function artistIds(refs: SpotifyArtistRef[] = []) {
    const ids: number[] = []
    for (const a of refs) ids.push(await repo.upsertArtist({ spotifyId: a.id, name: a.name }))
    return ids
  }

  async function importAlbum(album: SpotifyAlbum, trackIds: number[]): Promise<number> {
    const image = pickImages(album.images).large
    const albumId = await repo.upsertAlbum({ spotifyId: album.id, name: album.name, releaseDate: album.release_date, image, popularity: album.popularity }, await artistIds(album.artists))
    for (const t of album.tracks?.items ?? []) {
      trackIds.push(await repo.upsertTrack({ spotifyId: t.id, name: t.name, durationMs: t.duration_ms, number: t.track_number, albumId, image }, await artistIds(t.artists)))
    }
    return albumId
  }

  async function run(model: ImportModel, spotifyId: string, trackIds: number[]): Promise<number> {
    if (model === 'album') {
      const album = await spotify.album(spotifyId)
      if (!album) throw notFound('Not found on Spotify.')
      return importAlbum(album, trackIds)
    }
    if (model === 'track') {
      const track = await spotify.track(spotifyId)
      if (!track) throw notFound('Not found on Spotify.')
      const artists = await artistIds(track.artists)
      const albumId = track.album ? await repo.upsertAlbum({ spotifyId: track.album.id, name: track.album.name, releaseDate: track.album.release_date, image: pickImages(track.album.images).large }, await artistIds(track.album.artists ?? track.artists)) : null
      const id = await repo.upsertTrack({ spotifyId: track.id, name: track.name, durationMs: track.duration_ms, number: track.track_number, popularity: track.popularity, albumId }, artists)
      trackIds.push(id)
      return id
    }
    if (model === 'artist') {
      const artist = await spotify.artist(spotifyId)
      if (!artist) throw notFound('Not found on Spotify.')
      const id = await repo.upsertArtist({ spotifyId: artist.id, name: artist.name, popularity: artist.popularity, followers: artist.followers?.total, imageSmall: pickImages(artist.images).small })
      const albums = await spotify.albums((await spotify.artistAlbumIds(artist.id)).slice(0, ARTIST_ALBUMS))
      for (const album of albums) await importAlbum(album, trackIds)
      return id
    }
    throw new HttpError(422, 'Only artists, albums and tracks can be imported from Spotify here.')
  }

  return {
    /** Imports the item; with `importLyrics`, LRCLIB lyrics for its tracks that have none. Returns the local id. */
    async importItem(model: ImportModel, spotifyId: string, importLyrics: boolean): Promise<number> {
      if (!(await isSetup())) throw notFound('The Spotify integration is not set up.')
      const trackIds: number[] = []
      const id = await run(model, spotifyId, trackIds)
      onChanged()
      if (importLyrics) for (const trackId of trackIds) await lyricsImport.importFor(trackId, { force: true })
      return id
    },
  }
}

export type SpotifyImport = ReturnType<typeof makeSpotifyImport>

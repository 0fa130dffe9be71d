import { queryOptions } from '@tanstack/react-query'
import { http } from '../../lib/http'
import { AlbumResponseSchema, AlbumsPageResponseSchema } from '../../../shared/contracts/albums'
import { ArtistResponseSchema } from '../../../shared/contracts/artists'
import { LyricsResponseSchema } from '../../../shared/contracts/lyrics'
import { TagAlbumsResponseSchema, TagTracksResponseSchema } from '../../../shared/contracts/tags'
import { TrackResponseSchema, TracksPageResponseSchema } from '../../../shared/contracts/tracks'
import { UsersPageResponseSchema } from '../../../shared/contracts/user-ref'
import { WaveResponseSchema } from '../../../shared/contracts/wave'
import { ChannelResponseSchema, GenrePageResponseSchema } from '../../../shared/contracts/channels'

/**
 * Response contracts, parsed in development and tests only (STYLE 7.6). The ternary is folded at build time,
 * so production bundles drop zod and the schemas from the first screen.
 */
const dev = import.meta.env.DEV
  ? {
      album: AlbumResponseSchema, albums: AlbumsPageResponseSchema, artist: ArtistResponseSchema, lyrics: LyricsResponseSchema,
      tagAlbums: TagAlbumsResponseSchema, tagTracks: TagTracksResponseSchema, track: TrackResponseSchema, tracks: TracksPageResponseSchema,
      users: UsersPageResponseSchema, wave: WaveResponseSchema, channel: ChannelResponseSchema, genre: GenrePageResponseSchema,
    }
  : undefined

export const catalogueKeys = {
  all: ['catalogue'] as const,
  album: (id: number) => [...catalogueKeys.all, 'album', id] as const,
  artist: (id: number) => [...catalogueKeys.all, 'artist', id] as const,
  artistTracks: (id: number, page: number) => [...catalogueKeys.artist(id), 'tracks', page] as const,
  artistAlbums: (id: number, page: number, perPage: number) => [...catalogueKeys.artist(id), 'albums', page, perPage] as const,
  artistFollowers: (id: number, page: number) => [...catalogueKeys.artist(id), 'followers', page] as const,
  track: (id: number) => [...catalogueKeys.all, 'track', id] as const,
  wave: (id: number) => [...catalogueKeys.track(id), 'wave'] as const,
  lyrics: (id: number) => [...catalogueKeys.track(id), 'lyrics'] as const,
  channel: (slugOrId: string, restriction?: string, page = 1) =>
    [...catalogueKeys.all, 'channel', slugOrId, restriction ?? null, page] as const,
  genre: (name: string) => [...catalogueKeys.all, 'genre', name] as const,
  tagTracks: (name: string, page: number) => [...catalogueKeys.all, 'tag', name, 'tracks', page] as const,
  tagAlbums: (name: string, page: number) => [...catalogueKeys.all, 'tag', name, 'albums', page] as const,
}

const enc = encodeURIComponent

export const albumQuery = (id: number, loader = 'albumPage') =>
  queryOptions({
    queryKey: [...catalogueKeys.album(id), loader],
    queryFn: ({ signal }) => http.get(`albums/${id}`, { params: { loader }, schema: dev?.album, signal }),
  })

export const artistQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.artist(id),
    queryFn: ({ signal }) =>
      http.get(`artists/${id}`, { params: { loader: 'artistPage' }, schema: dev?.artist, signal }),
  })

export const artistTracksQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: catalogueKeys.artistTracks(id, page),
    queryFn: ({ signal }) =>
      http.get(`artists/${id}/tracks`, { params: { page }, schema: dev?.tracks, signal }),
  })

/** Discography: 5 per page with tracks in the list layout, 25 in the grid (music-catalog §6). */
export const artistAlbumsQuery = (id: number, page: number, layout: 'list' | 'grid') => {
  const perPage = layout === 'list' ? 5 : 25
  return queryOptions({
    queryKey: catalogueKeys.artistAlbums(id, page, perPage),
    queryFn: ({ signal }) =>
      http.get(`artists/${id}/albums`, {
        params: { page, perPage, loadAlbumTracks: layout === 'list' },
        schema: dev?.albums,
        signal,
      }),
  })
}

export const artistFollowersQuery = (id: number, page = 1) =>
  queryOptions({
    queryKey: catalogueKeys.artistFollowers(id, page),
    queryFn: ({ signal }) => http.get(`artists/${id}/followers`, { params: { page }, schema: dev?.users, signal }),
  })

export const trackQuery = (id: number, loader = 'trackPage') =>
  queryOptions({
    queryKey: [...catalogueKeys.track(id), loader],
    queryFn: ({ signal }) => http.get(`tracks/${id}`, { params: { loader }, schema: dev?.track, signal }),
  })

export const waveQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.wave(id),
    queryFn: ({ signal }) => http.get(`tracks/${id}/wave`, { schema: dev?.wave, signal }),
    retry: false,
  })

/** `duration` is the player's media duration in seconds; the server may use it to match an import. */
export const lyricsQuery = (id: number, duration?: number) =>
  queryOptions({
    queryKey: catalogueKeys.lyrics(id),
    queryFn: ({ signal }) =>
      http.get(`tracks/${id}/lyrics`, {
        params: { duration: duration ? Math.round(duration) : undefined },
        schema: dev?.lyrics,
        signal,
      }),
    retry: false,
  })

export const channelQuery = (slugOrId: string, restriction?: string, page = 1) =>
  queryOptions({
    queryKey: catalogueKeys.channel(slugOrId, restriction, page),
    queryFn: ({ signal }) =>
      http.get(`channel/${enc(slugOrId)}`, {
        params: { loader: 'channelPage', restriction, page },
        schema: dev?.channel,
        signal,
      }),
  })

export const genreQuery = (name: string) =>
  queryOptions({
    queryKey: catalogueKeys.genre(name),
    queryFn: ({ signal }) => http.get(`genres/${enc(name)}`, { schema: dev?.genre, signal }),
  })

export const tagTracksQuery = (name: string, page = 1) =>
  queryOptions({
    queryKey: catalogueKeys.tagTracks(name, page),
    queryFn: ({ signal }) =>
      http.get(`tags/${enc(name)}/tracks`, { params: { page }, schema: dev?.tagTracks, signal }),
  })

export const tagAlbumsQuery = (name: string, page = 1) =>
  queryOptions({
    queryKey: catalogueKeys.tagAlbums(name, page),
    queryFn: ({ signal }) =>
      http.get(`tags/${enc(name)}/albums`, { params: { page }, schema: dev?.tagAlbums, signal }),
  })

import { notFoundError, textElement } from '../envelope'
import { absoluteImage, albumElement, artistElement, IGNORED_ARTICLES, indexed, songElement } from '../elements'
import type { Handler, RestContext } from '../plugin'
import { MAX_OFFSET, MAX_PAGE, requireCan, type HandlerDeps } from './context'

/** getArtists/getIndexes list every artist at once (apps build their index from it), up to this many. */
const MAX_ARTISTS = 5000

/** Browsing by ID3 tags: artists, albums, songs, genres and the info endpoints (music.view, as on the web). */
export function browseHandlers({ repo, baseUrl, clock }: HandlerDeps): Record<string, Handler> {
  const view = (ctx: RestContext) => requireCan(ctx, 'music.view')

  async function artistIndex(ctx: RestContext) {
    const size = ctx.params.int('size', MAX_ARTISTS, 1, MAX_ARTISTS)
    const offset = ctx.params.int('offset', 0, 0, MAX_OFFSET)
    const rows = await repo.artists(await repo.artistIdsByName(size, offset), ctx.identity.userId)
    return indexed(rows.map((r) => ({ name: r.name, element: artistElement(r, baseUrl) })))
  }

  return {
    async getIndexes(ctx) {
      view(ctx)
      return { indexes: { lastModified: clock().getTime(), ignoredArticles: IGNORED_ARTICLES, index: await artistIndex(ctx) } }
    },

    async getArtists(ctx) {
      view(ctx)
      return { artists: { ignoredArticles: IGNORED_ARTICLES, index: await artistIndex(ctx) } }
    },

    async getArtist(ctx) {
      view(ctx)
      const id = ctx.params.id('id')
      const [artist] = await repo.artists([id], ctx.identity.userId)
      if (!artist) throw notFoundError('Artist')
      const albums = await repo.albums(await repo.albumIdsOfArtist(id, MAX_PAGE), ctx.identity.userId)
      return { artist: { ...artistElement(artist, baseUrl), album: albums.map(albumElement) } }
    },

    async getAlbum(ctx) {
      view(ctx)
      const id = ctx.params.id('id')
      const [album] = await repo.albums([id], ctx.identity.userId)
      if (!album) throw notFoundError('Album')
      const songs = await repo.songs(await repo.trackIdsOfAlbum(id, 1000), ctx.identity.userId)
      return { album: { ...albumElement(album), song: songs.map(songElement) } }
    },

    async getSong(ctx) {
      view(ctx)
      const [song] = await repo.songs([ctx.params.id('id')], ctx.identity.userId)
      if (!song) throw notFoundError('Song')
      return { song: songElement(song) }
    },

    async getGenres(ctx) {
      view(ctx)
      const rows = await repo.genres(1000)
      return { genres: { genre: rows.map((g) => ({ songCount: Number(g.song_count), albumCount: Number(g.album_count), value: g.name })) } }
    },

    async getArtistInfo2(ctx) {
      view(ctx)
      const id = ctx.params.id('id')
      const [artist] = await repo.artists([id], ctx.identity.userId)
      if (!artist) throw notFoundError('Artist')
      const count = ctx.params.int('count', 20, 0, 100)
      const similar = count > 0 ? await repo.artists(await repo.similarArtistIds(id, count), ctx.identity.userId) : []
      const image = absoluteImage(artist.image_small, baseUrl)
      return {
        artistInfo2: {
          smallImageUrl: textElement(image),
          mediumImageUrl: textElement(image),
          largeImageUrl: textElement(image),
          similarArtist: similar.map((a) => artistElement(a, baseUrl)),
        },
      }
    },

    async getAlbumInfo2(ctx) {
      view(ctx)
      const [album] = await repo.albums([ctx.params.id('id')], ctx.identity.userId)
      if (!album) throw notFoundError('Album')
      const image = absoluteImage(album.image, baseUrl)
      return {
        albumInfo: {
          notes: textElement(album.description),
          smallImageUrl: textElement(image),
          mediumImageUrl: textElement(image),
          largeImageUrl: textElement(image),
        },
      }
    },

    async getSimilarSongs2(ctx) {
      view(ctx)
      const id = ctx.params.id('id')
      const count = ctx.params.int('count', 50, 1, MAX_PAGE)
      return { similarSongs2: { song: (await repo.songs(await repo.similarTrackIds(id, count), ctx.identity.userId)).map(songElement) } }
    },

    async getTopSongs(ctx) {
      view(ctx)
      const artistId = await repo.artistIdNamed(ctx.params.required('artist'))
      const count = ctx.params.int('count', 50, 1, MAX_PAGE)
      const ids = artistId ? await repo.topTrackIdsOfArtist(artistId, count) : []
      return { topSongs: { song: (await repo.songs(ids, ctx.identity.userId)).map(songElement) } }
    },
  }
}

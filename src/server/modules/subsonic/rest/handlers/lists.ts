import { ErrorCode, missing, SubsonicError } from '../envelope'
import { albumElement, artistElement, songElement } from '../elements'
import type { Handler, RestContext } from '../plugin'
import { MAX_OFFSET, MAX_PAGE, requireCan, type HandlerDeps } from './context'

const ALBUM_LIST_TYPES = ['random', 'newest', 'highest', 'frequent', 'recent', 'alphabeticalByName', 'alphabeticalByArtist', 'starred', 'byYear', 'byGenre'] as const
type AlbumListType = (typeof ALBUM_LIST_TYPES)[number]

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[items[i], items[j]] = [items[j]!, items[i]!]
  }
  return items
}

/** Album lists, random songs, songs by genre, starred items, search3 and now playing. */
export function listHandlers({ repo, baseUrl }: HandlerDeps): Record<string, Handler> {
  const view = (ctx: RestContext) => requireCan(ctx, 'music.view')

  /**
   * Encore has no star ratings: "highest" lists the albums the user liked (their own picks), like
   * "starred"; "frequent" is by plays across all listeners, "recent" the user's own latest plays.
   */
  function albumIds(ctx: RestContext, type: AlbumListType, size: number, offset: number): Promise<number[]> {
    const userId = ctx.identity.userId
    switch (type) {
      case 'random':
        return repo.randomIds('albums', size).then(shuffle)
      case 'newest':
        return repo.newestAlbumIds(size, offset)
      case 'highest':
      case 'starred':
        return repo.likedIds(userId, 'album', size, offset)
      case 'frequent':
        return repo.frequentAlbumIds(size, offset)
      case 'recent':
        return repo.recentAlbumIds(userId, size, offset)
      case 'alphabeticalByName':
        return repo.albumIdsByName(size, offset)
      case 'alphabeticalByArtist':
        return repo.albumIdsByArtist(size, offset)
      case 'byYear': {
        const from = ctx.params.optionalInt('fromYear')
        const to = ctx.params.optionalInt('toYear')
        if (from === null) throw missing('fromYear')
        if (to === null) throw missing('toYear')
        return repo.albumIdsByYear(from, to, size, offset)
      }
      case 'byGenre':
        return repo.idsByGenre('album', ctx.params.required('genre'), size, offset)
    }
  }

  return {
    async getAlbumList2(ctx) {
      view(ctx)
      const type = ctx.params.required('type')
      if (!(ALBUM_LIST_TYPES as readonly string[]).includes(type)) throw new SubsonicError(ErrorCode.generic, `Unknown list type: ${type}`)
      const size = ctx.params.int('size', 10, 1, MAX_PAGE)
      const offset = ctx.params.int('offset', 0, 0, MAX_OFFSET)
      const ids = await albumIds(ctx, type as AlbumListType, size, offset)
      return { albumList2: { album: (await repo.albums(ids, ctx.identity.userId)).map(albumElement) } }
    },

    async getRandomSongs(ctx) {
      view(ctx)
      const size = ctx.params.int('size', 10, 1, MAX_PAGE)
      const genre = ctx.params.get('genre') || null
      const from = ctx.params.optionalInt('fromYear')
      const to = ctx.params.optionalInt('toYear')
      const ids = genre || from !== null || to !== null ? await repo.randomTrackIdsWhere(genre, from, to, size) : shuffle(await repo.randomIds('tracks', size))
      return { randomSongs: { song: (await repo.songs(ids, ctx.identity.userId)).map(songElement) } }
    },

    async getSongsByGenre(ctx) {
      view(ctx)
      const genre = ctx.params.required('genre')
      const count = ctx.params.int('count', 10, 1, MAX_PAGE)
      const offset = ctx.params.int('offset', 0, 0, MAX_OFFSET)
      const ids = await repo.idsByGenre('track', genre, count, offset)
      return { songsByGenre: { song: (await repo.songs(ids, ctx.identity.userId)).map(songElement) } }
    },

    /** The user's likes (Encore's library) are Subsonic's stars; `size`/`offset` page all three lists. */
    async getStarred2(ctx) {
      view(ctx)
      const userId = ctx.identity.userId
      const size = ctx.params.int('size', MAX_PAGE, 1, MAX_PAGE)
      const offset = ctx.params.int('offset', 0, 0, MAX_OFFSET)
      const [artistIds, albumIds, trackIds] = await Promise.all([
        repo.likedIds(userId, 'artist', size, offset),
        repo.likedIds(userId, 'album', size, offset),
        repo.likedIds(userId, 'track', size, offset),
      ])
      const [artists, albums, songs] = await Promise.all([repo.artists(artistIds, userId), repo.albums(albumIds, userId), repo.songs(trackIds, userId)])
      return { starred2: { artist: artists.map((a) => artistElement(a, baseUrl)), album: albums.map(albumElement), song: songs.map(songElement) } }
    },

    async search3(ctx) {
      view(ctx)
      const userId = ctx.identity.userId
      // Apps send "" (and some `""`) to list everything page by page.
      const query = (ctx.params.get('query') ?? '').replace(/^"(.*)"$/, '$1').trim().slice(0, 100)
      const page = (name: string, fallback: number) => [ctx.params.int(`${name}Count`, fallback, 0, MAX_PAGE), ctx.params.int(`${name}Offset`, 0, 0, MAX_OFFSET)] as const
      const [artistCount, artistOffset] = page('artist', 20)
      const [albumCount, albumOffset] = page('album', 20)
      const [songCount, songOffset] = page('song', 20)
      const [artistIds, albumIds, trackIds] = await Promise.all([
        artistCount ? repo.searchIds('artists', query, artistCount, artistOffset) : [],
        albumCount ? repo.searchIds('albums', query, albumCount, albumOffset) : [],
        songCount ? repo.searchIds('tracks', query, songCount, songOffset) : [],
      ])
      const [artists, albums, songs] = await Promise.all([repo.artists(artistIds, userId), repo.albums(albumIds, userId), repo.songs(trackIds, userId)])
      return { searchResult3: { artist: artists.map((a) => artistElement(a, baseUrl)), album: albums.map(albumElement), song: songs.map(songElement) } }
    },

    /**
     * Encore does not track what others are playing right now (and would not show other listeners'
     * names to apps), so the list is empty.
     */
    async getNowPlaying(ctx) {
      view(ctx)
      return { nowPlaying: {} }
    },
  }
}

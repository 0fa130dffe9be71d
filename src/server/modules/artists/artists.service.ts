import type { Album, Artist, Track } from '../../../shared/contracts/catalogue'
import type { Pagination } from '../../../shared/contracts/pagination'
import { shownLinks } from '../../../shared/contracts/link-url'
import type { UserRef } from '../../../shared/contracts/user-ref'
import { notFound } from '../../lib/http-errors'
import { decodeCursor, decodeCursorOf, pageWindow, toPagination } from '../../lib/pagination/index'
import type { ViewRecorder } from '../plays/index'
import { serializeArtist, serializeGenre, serializeUserRef, type Hydrator, type RelationsRepo, type SerializeCtx } from '../catalogue/index'
import type { ArtistSync } from '../providers/index'
import type { ArtistsRepo } from './artists.repo'

const TOP_TRACKS = 20
const SIMILAR = 10
const TRACKS_PER_PAGE = 20
const FOLLOWERS_PER_PAGE = 25
const LANDING_ARTISTS = 8
/** §6: 5 albums per page in the list layout (with tracks), 25 in the grid. */
const ALBUMS_LIST = 5
const ALBUMS_GRID = 25

export type AlbumLayout = 'list' | 'grid'

interface Deps {
  repo: ArtistsRepo
  relations: RelationsRepo
  hydrator: Hydrator
  views: ViewRecorder
  settings: { get<T = unknown>(key: string): Promise<T | undefined> }
  clock: () => Date
  /** The optional provider automation (decision 0032); absent, the artist page is local only. */
  providers?: { sync: Pick<ArtistSync, 'syncIfDue' | 'similarIds'>; waitMs: number }
}

export function makeArtistsService({ repo, relations, hydrator, views, settings, clock, providers }: Deps) {
  /** music-catalog §5 `player.sort_method`: `external` ranks an artist's tracks by spotify_popularity. */
  const sortMethod = async () => ((await settings.get<string>('player.sort_method')) === 'external' ? 'external' : 'local') as 'local' | 'external'

  /**
   * Runs a due provider sync and waits for it at most `waitMs`: a slow provider finishes in the background
   * (its result shows on a later load), a failing one is only logged.
   */
  async function syncProviders(id: number) {
    if (!providers) return
    let timer: NodeJS.Timeout | undefined
    const done = providers.sync.syncIfDue(id).catch(() => undefined)
    await Promise.race([done, new Promise<void>((resolve) => (timer = setTimeout(resolve, providers.waitMs)))])
    clearTimeout(timer)
  }

  async function similarOf(id: number): Promise<number[]> {
    return (await providers?.sync.similarIds(id, SIMILAR)) ?? repo.similarIds(id, SIMILAR)
  }

  async function requireArtist(id: number) {
    const row = await repo.findById(id)
    if (!row) throw notFound()
    return row
  }

  async function albumsPage(
    artistId: number,
    q: { page?: number; perPage?: number; cursor?: string },
    withTracks: boolean,
    ctx: SerializeCtx,
  ): Promise<Pagination<Album>> {
    const w = pageWindow(q, ALBUMS_LIST)
    const rows = await repo.albumKeys(artistId, w.offset, w.limit, decodeCursorOf(q.cursor, ['number', 'string', 'number']))
    const page = toPagination(rows, w, undefined, (r) => [r.big, r.released, r.id])
    return { ...page, data: await hydrator.albums(page.data.map((r) => r.id), ctx, { tracks: withTracks }) }
  }

  return {
    /** Counts a view of the artist (§4.8); a cached answer of the page counts it too. */
    countView: (id: number, visitorKey: string) => views.recordView(visitorKey, 'artist', id, clock()),

    /** Cookie value wins, then the `player.default_artist_view` setting, then `list`. */
    async albumLayout(cookie: string | undefined): Promise<AlbumLayout> {
      if (cookie === 'list' || cookie === 'grid') return cookie
      const setting = await settings.get('player.default_artist_view')
      return setting === 'grid' ? 'grid' : 'list'
    },

    /** GET artists/{id}. `artistPage` adds the page data; every load counts a view (§4.8). */
    async show(id: number, loader: string, layout: AlbumLayout, visitorKey: string, ctx: SerializeCtx) {
      await requireArtist(id)
      await syncProviders(id)
      const row = await requireArtist(id)
      await views.recordView(visitorKey, 'artist', id, clock())
      const [genres, profile, images, links, likeCounts] = await Promise.all([
        relations.genresOf('artist', [id]),
        repo.profile(id),
        repo.images(id),
        repo.links(id),
        relations.likeCounts('artist', [id]),
      ])
      const base: Partial<Artist> = {
        genres: (genres.get(id) ?? []).map(serializeGenre),
        profile,
        profile_images: images,
        links: shownLinks(links),
        likes_count: likeCounts.get(id) ?? 0,
      }
      if (loader !== 'artistPage') return { artist: serializeArtist(row, base) }

      const [topIds, similarIds] = await Promise.all([repo.trackIdsByPopularity(id, 0, TOP_TRACKS, null, await sortMethod()), similarOf(id)])
      const [topTracks, similar, albums] = await Promise.all([
        hydrator.tracks(topIds.map((t) => t.id), ctx),
        hydrator.artists(similarIds),
        layout === 'grid'
          ? albumsPage(id, { perPage: ALBUMS_GRID }, false, ctx)
          : albumsPage(id, { perPage: ALBUMS_LIST }, true, ctx),
      ])
      return { artist: serializeArtist(row, { ...base, top_tracks: topTracks, similar }), albums }
    },

    async tracks(id: number, q: { page?: number; cursor?: string }, ctx: SerializeCtx): Promise<Pagination<Track>> {
      await requireArtist(id)
      const w = pageWindow({ page: q.page }, TRACKS_PER_PAGE)
      const rows = await repo.trackIdsByPopularity(id, w.offset, w.limit, decodeCursorOf(q.cursor, ['number', 'number']), await sortMethod())
      const page = toPagination(rows, w, undefined, (r) => [r.rank, r.id])
      return { ...page, data: await hydrator.tracks(page.data.map((r) => r.id), ctx, { counts: true }) }
    },

    async albums(
      id: number,
      q: { page?: number; perPage?: number; albumsPerPage?: number; loadAlbumTracks?: boolean; cursor?: string },
      ctx: SerializeCtx,
    ) {
      await requireArtist(id)
      return albumsPage(id, { page: q.page, perPage: q.albumsPerPage ?? q.perPage, cursor: q.cursor }, q.loadAlbumTracks ?? false, ctx)
    },

    async followers(id: number, q: { page?: number; cursor?: string }): Promise<Pagination<UserRef>> {
      await requireArtist(id)
      const w = pageWindow({ page: q.page }, FOLLOWERS_PER_PAGE)
      const page = toPagination(await repo.followers(id, w.offset, w.limit, decodeCursor(q.cursor, 2)), w, undefined, (r) => [r.likedKey, r.likeId])
      return { ...page, data: page.data.map(serializeUserRef) }
    },

    async landing(): Promise<Artist[]> {
      return hydrator.artists(await repo.mostViewedIds(LANDING_ARTISTS))
    },
  }
}

export type ArtistsService = ReturnType<typeof makeArtistsService>

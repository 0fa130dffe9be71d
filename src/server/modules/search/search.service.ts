import type { Pagination } from '../../../shared/contracts/pagination'
import {
  AUTOCOMPLETE_PER_TYPE,
  SEARCH_PAGE_PER_TYPE,
  SEARCH_TYPES,
  SUGGESTIONS_LIMIT,
  type NormalizedModel,
  type SearchModelType,
  type SearchResults,
} from '../../../shared/contracts/search'
import { forbidden, unauthorized } from '../../lib/http-errors'
import type { MusicViewer } from '../library/index'
import type { PlaylistsService } from '../playlists/index'
import { pageWindow, toPagination } from '../../lib/pagination/index'
import { serializeUserRef, type Hydrator, type RelationsRepo, type SerializeCtx } from '../catalogue/index'
import { blockedArtistTest, byBlockedArtist } from '../../../shared/lib/blocked-artists'
import type { SearchRepo } from './search.repo'

/** The permission that lets a viewer see each searchable type; types without it are dropped. */
const VIEW_PERMISSION: Record<SearchModelType, string> = {
  artist: 'music.view',
  album: 'music.view',
  track: 'music.view',
  user: 'users.view',
  playlist: 'playlists.view',
}

/** Search/model refuses a viewer holding none of these (which one applies depends on the model type). */
export const SEARCH_VIEW_PERMISSIONS = [...new Set(Object.values(VIEW_PERMISSION))]

const RESULT_KEY = { artist: 'artists', album: 'albums', track: 'tracks', user: 'users', playlist: 'playlists' } as const

interface Deps {
  repo: SearchRepo
  hydrator: Hydrator
  relations: RelationsRepo
  playlists: Pick<PlaylistsService, 'serializeMany'>
  /** The admin's `artists.blocked` patterns: those artists, and albums and tracks by them, are left out. */
  blockedArtists?: () => Promise<unknown>
}

export function makeSearchService({ repo, hydrator, relations, playlists, blockedArtists = async () => [] }: Deps) {
  async function load(type: SearchModelType, ids: number[], ctx: SerializeCtx) {
    // Filtered after paging: a page may come out a little short, never with a blocked artist on it.
    const isBlocked = type === 'artist' || type === 'album' || type === 'track' ? blockedArtistTest(await blockedArtists()) : () => false
    const blocked = byBlockedArtist(isBlocked)
    switch (type) {
      case 'artist':
        return (await hydrator.artists(ids)).filter((artist) => !isBlocked(artist.name))
      case 'album':
        return (await hydrator.albums(ids, ctx)).filter((album) => !blocked(album))
      case 'track':
        return (await hydrator.tracks(ids, ctx)).filter((track) => !blocked(track))
      case 'playlist':
        return playlists.serializeMany(ids)
      case 'user': {
        const byId = new Map((await repo.usersByIds(ids)).map((u) => [u.id, serializeUserRef(u)]))
        return ids.flatMap((id) => byId.get(id) ?? [])
      }
    }
  }

  async function page(type: SearchModelType, query: string, q: { page?: number; perPage?: number }, ctx: SerializeCtx) {
    const w = pageWindow(q, SEARCH_PAGE_PER_TYPE)
    const finder = { artist: repo.artists, album: repo.albums, track: repo.tracks, user: repo.users, playlist: repo.playlists }[type]
    const scored = toPagination(await finder(query, w.offset, w.limit), w)
    const data = await load(
      type,
      scored.data.map((s) => s.id),
      ctx,
    )
    return { ...scored, data } as Pagination<(typeof data)[number]>
  }

  function allowed(type: SearchModelType, viewer: MusicViewer): boolean {
    return viewer.can(VIEW_PERMISSION[type])
  }

  return {
    /** GET search: one simple page per permitted type (3 for autocomplete, 20 for the search page). */
    async search(query: string, types: SearchModelType[] | undefined, loader: 'search' | 'searchPage', viewer: MusicViewer, ctx: SerializeCtx) {
      const perPage = loader === 'search' ? AUTOCOMPLETE_PER_TYPE : SEARCH_PAGE_PER_TYPE
      const wanted = (types?.length ? [...new Set(types)] : [...SEARCH_TYPES]).filter((t) => allowed(t, viewer))
      const pages = await Promise.all(wanted.map((type) => page(type, query, { perPage }, ctx)))
      const results: Record<string, unknown> = {}
      wanted.forEach((type, i) => (results[RESULT_KEY[type]] = pages[i]))
      return results as SearchResults
    },

    /** GET search/model/{modelType}: infinite scroll on a tab. */
    async model(type: SearchModelType, q: { query: string; page: number; perPage: number }, viewer: MusicViewer, ctx: SerializeCtx) {
      if (!allowed(type, viewer)) throw viewer.userId === null ? unauthorized() : forbidden()
      return page(type, q.query, q, ctx)
    },

    /** Picker suggestions; a given id is listed first so the picker can show the current value. */
    async suggestions(type: 'artist' | 'album', query: string | undefined, id: number | undefined): Promise<NormalizedModel[]> {
      const found = query ? (await (type === 'artist' ? repo.artists : repo.albums)(query, 0, SUGGESTIONS_LIMIT)).map((s) => s.id) : []
      const ids = [...new Set([...(id ? [id] : []), ...found])].slice(0, SUGGESTIONS_LIMIT)
      if (type === 'artist') {
        const rows = new Map((await relations.artistsByIds(ids)).map((r) => [r.id, r]))
        return ids.flatMap((i) => {
          const r = rows.get(i)
          return r ? [{ id: r.id, name: r.name, image: r.imageSmall, model_type: 'artist' as const }] : []
        })
      }
      const rows = new Map((await relations.albumsByIds(ids)).map((r) => [r.id, r]))
      return ids.flatMap((i) => {
        const r = rows.get(i)
        return r ? [{ id: r.id, name: r.name, image: r.image, description: r.releaseDate, model_type: 'album' as const }] : []
      })
    },
  }
}

export type SearchService = ReturnType<typeof makeSearchService>

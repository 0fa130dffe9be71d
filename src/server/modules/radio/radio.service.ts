import type { Artist, Track } from '../../../shared/contracts/catalogue'
import type { Genre } from '../../../shared/contracts/genres'
import { RADIO_CACHE_MS, RADIO_MAX_TRACKS, RADIO_PER_ARTIST, type RadioType } from '../../../shared/contracts/radio'
import { notFound } from '../../lib/http-errors'
import { serializeArtist, serializeGenre, type Hydrator, type RelationsRepo, type SerializeCtx } from '../catalogue/index'
import { blockedArtistTest, byBlockedArtist } from '../../../shared/lib/blocked-artists'
import type { RadioRepo, SeedFeatures } from './radio.repo'

/** Bounded so a crawl over every seed cannot grow the process without limit. */
const CACHE_ENTRIES = 500

interface Deps {
  repo: RadioRepo
  relations: RelationsRepo
  hydrator: Hydrator
  clock: () => Date
  /** The admin's `artists.blocked` patterns: a blocked seed artist is 404, tracks by blocked artists are left out. */
  blockedArtists?: () => Promise<unknown>
}

/**
 * Local radio (§4.11). Recommendation ids are cached per seed for 2 days in this process only: it is a
 * pure cache (any instance recomputes the same answer), so it does not block running several servers.
 */
export function makeRadioService({ repo, relations, hydrator, clock, blockedArtists = async () => [] }: Deps) {
  const cache = new Map<string, { at: number; ids: number[] }>()
  // Applied after the cache, so a change of the blocked list shows at once.
  async function withoutBlocked(tracks: Track[]): Promise<Track[]> {
    const blocked = byBlockedArtist(blockedArtistTest(await blockedArtists()))
    return tracks.filter((track) => !blocked(track))
  }

  async function resolveSeed(type: RadioType, id: string, ctx: SerializeCtx): Promise<{ seed: Track | Artist | Genre; features: () => Promise<SeedFeatures>; key: string }> {
    if (type === 'genre') {
      const genre = await repo.genreByIdOrName(id)
      if (!genre) throw notFound()
      return { seed: serializeGenre(genre), features: () => repo.genreFeatures(genre.id), key: `genre.${genre.id}` }
    }
    const numeric = /^\d+$/.test(id) && Number(id) <= 2147483647 ? Number(id) : null
    if (numeric === null) throw notFound()
    if (type === 'artist') {
      const [artist] = await relations.artistsByIds([numeric])
      if (!artist) throw notFound()
      return { seed: serializeArtist(artist), features: () => repo.artistFeatures(numeric), key: `artist.${numeric}` }
    }
    const [row] = await relations.tracksByIds([numeric])
    if (!row) throw notFound()
    const [seed] = await hydrator.tracks([numeric], ctx)
    return { seed: seed!, features: () => repo.trackFeatures(numeric, row.albumId), key: `track.${numeric}` }
  }

  async function idsFor(key: string, features: () => Promise<SeedFeatures>): Promise<number[]> {
    const now = clock().getTime()
    const hit = cache.get(key)
    if (hit && now - hit.at < RADIO_CACHE_MS) return hit.ids
    const ids = await repo.recommend(await features(), RADIO_PER_ARTIST, RADIO_MAX_TRACKS)
    cache.delete(key)
    cache.set(key, { at: now, ids })
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
    return ids
  }

  return {
    /** GET radio/{type}/{id}: `{seed, recommendations}`; 404 for an unknown seed. */
    async radio(type: RadioType, id: string, ctx: SerializeCtx) {
      const { seed, features, key } = await resolveSeed(type, id, ctx)
      if (type === 'artist' && blockedArtistTest(await blockedArtists())((seed as Artist).name)) throw notFound()
      const ids = await idsFor(key, features)
      return { seed, recommendations: await withoutBlocked(await hydrator.tracks(ids, ctx)) }
    },

    /**
     * Queue paging for `<type>.<id>.radio` (§3.3) for the player module: the radio's tracks after
     * `after` (the whole radio is at most 100 tracks, so paging is a slice of the cached list).
     */
    async queueTracks(type: RadioType, id: string, after: number | null, limit: number, ctx: SerializeCtx): Promise<Track[]> {
      const { features, key } = await resolveSeed(type, id, ctx)
      const ids = await idsFor(key, features)
      const start = after === null ? 0 : ids.indexOf(after) + 1
      if (after !== null && start === 0) return []
      // Blocked tracks are dropped before the page is cut, so a page is short only at the radio's end.
      const tracks = await withoutBlocked(await hydrator.tracks(ids.slice(start), ctx))
      return tracks.slice(0, limit)
    },
  }
}

export type RadioService = ReturnType<typeof makeRadioService>

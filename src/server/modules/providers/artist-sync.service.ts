import type { LastfmClient } from './lastfm.client'
import type { ProviderLog } from './provider-http'
import type { ProvidersRepo } from './providers.repo'
import { pickImages, type SpotifyClient } from './spotify.client'
import type { WikipediaClient } from './wikipedia.client'

const DAY_MS = 86_400_000
const SIMILAR = 10

/** The settings service's reads the providers use: client keys by `get`, server keys (credentials) by `effective`. */
export interface ProviderSettings {
  get<T = unknown>(key: string): Promise<T | undefined>
  effective(): Promise<{ server: Record<string, unknown> }>
}

interface Deps {
  repo: ProvidersRepo
  settings: ProviderSettings
  wikipedia: WikipediaClient
  spotify: SpotifyClient
  lastfm: LastfmClient
  clock: () => Date
  /** After a sync wrote something: cached public answers are stale. */
  onChanged: () => void
  log: ProviderLog
}

/**
 * The artist automation of music-catalog §5 (decision 0032): with `artist_bio_provider` = wikipedia the
 * empty biography is filled from Wikipedia; with `artist_provider` = spotify or lastfm the artist's image,
 * Spotify figures and similar artists come from that provider. Each artist is synced at most every
 * `automation.artist_interval` days (0 = once). With every provider off, nothing is called.
 */
export function makeArtistSync({ repo, settings, wikipedia, spotify, lastfm, clock, onChanged, log }: Deps) {
  const running = new Map<number, Promise<void>>()

  async function plan() {
    const [bio, provider, interval] = await Promise.all([
      settings.get<string>('artist_bio_provider'),
      settings.get<string>('artist_provider'),
      settings.get<number>('automation.artist_interval'),
    ])
    return { wiki: bio === 'wikipedia', provider: provider === 'spotify' || provider === 'lastfm' ? provider : null, interval: Number(interval ?? 7) }
  }

  async function withSpotify(id: number, name: string, knownId: string | null) {
    const found = knownId ? await spotify.artist(knownId) : await spotify.searchArtist(name)
    if (!found) return
    const { large, small } = pickImages(found.images)
    await repo.setArtistFacts(id, { spotifyId: found.id, popularity: found.popularity, followers: found.followers?.total, imageSmall: small })
    if (large) await repo.addImageIfNone(id, large)
    const related = await spotify.relatedArtists(found.id)
    await repo.replaceSimilar(id, (await repo.matchLocal(related.map((a) => ({ spotifyId: a.id, name: a.name })), id)).slice(0, SIMILAR))
  }

  async function withLastfm(id: number, name: string) {
    const info = await lastfm.artistInfo(name)
    if (info?.image) {
      await repo.setArtistFacts(id, { imageSmall: info.image })
      await repo.addImageIfNone(id, info.image)
    }
    const names = await lastfm.similar(name, 50)
    await repo.replaceSimilar(id, (await repo.matchLocal(names.map((n) => ({ name: n })), id)).slice(0, SIMILAR))
  }

  async function sync(id: number): Promise<void> {
    const { wiki, provider, interval } = await plan()
    if (!wiki && !provider) return
    const artist = await repo.artist(id)
    if (!artist) return
    const now = clock()
    if (artist.syncedAt && (interval <= 0 || now.getTime() - artist.syncedAt.getTime() < interval * DAY_MS)) return
    // Marked first: concurrent page loads and a failing provider do not start a sync per request.
    await repo.markSynced(id, now)
    if (wiki) {
      const lang = (await settings.get<string>('wikipedia_language')) ?? 'en'
      const bio = await wikipedia.summary(artist.name, lang)
      if (bio) await repo.fillBio(id, bio)
    }
    if (provider === 'spotify') await withSpotify(id, artist.name, artist.spotifyId)
    if (provider === 'lastfm') await withLastfm(id, artist.name)
    onChanged()
  }

  return {
    /** Syncs the artist when a provider is on and the interval has passed; one run per artist at a time. */
    syncIfDue(id: number): Promise<void> {
      const current = running.get(id)
      if (current) return current
      const run = sync(id)
        .catch((err: unknown) => log.warn({ artistId: id, err: String(err) }, 'artist provider sync failed'))
        .finally(() => running.delete(id))
      running.set(id, run)
      return run
    },

    /** The provider's similar artists while `artist_provider` is a provider; null = use the local ones. */
    async similarIds(id: number, limit: number): Promise<number[] | null> {
      const { provider } = await plan()
      return provider ? repo.similarIds(id, limit) : null
    },
  }
}

export type ArtistSync = ReturnType<typeof makeArtistSync>

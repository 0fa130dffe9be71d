import type { Env } from '../../config/env'
import type { Db } from '../../db/client'
import { makeArtistSync, type ProviderSettings } from './artist-sync.service'
import { makeAudioSearch } from './audio-search.service'
import { makeLastfmClient } from './lastfm.client'
import { makeLrclibClient } from './lrclib.client'
import { makeLyricsImport } from './lyrics-import.service'
import { makeProviderHttp, type ProviderLog } from './provider-http'
import { makeProvidersRepo } from './providers.repo'
import { makeSpotifyClient } from './spotify.client'
import { makeSpotifyImportRepo } from './spotify-import.repo'
import { makeSpotifyImport } from './spotify-import.service'
import { makeWikipediaClient } from './wikipedia.client'
import { makeYoutubeClient } from './youtube.client'

export interface ProvidersDeps {
  db: Db
  env: Env
  settings: ProviderSettings
  clock: () => Date
  log: ProviderLog
  /** A sync wrote to the catalogue: cached public answers are stale. */
  onChanged?: () => void
}


/** The optional providers (decision 0032), each reading its keys from the settings on every use. */
export function makeProviders({ db, env, settings, clock, log, onChanged = () => {} }: ProvidersDeps) {
  const repo = makeProvidersRepo(db)
  const http = makeProviderHttp(env.PROVIDER_TIMEOUT_MS, log)
  /** A server setting (credentials), null when empty; read per call so a changed key applies without a restart. */
  const serverKey = async (key: string) => {
    const value = (await settings.effective()).server[key]
    return typeof value === 'string' && value !== '' ? value : null
  }
  const spotify = makeSpotifyClient(
    http,
    async () => {
      const [id, key] = await Promise.all([serverKey('spotify_id'), serverKey('spotify_secret')])
      return id && key ? { id, secret: key } : null
    },
    { api: env.SPOTIFY_API_URL, accounts: env.SPOTIFY_ACCOUNTS_URL },
    () => clock().getTime(),
  )
  const lastfm = makeLastfmClient(http, () => serverKey('lastfm_api_key'), env.LASTFM_API_URL)
  const wikipedia = makeWikipediaClient(http, env.WIKIPEDIA_API_URL)
  const lyricsImport = makeLyricsImport({ repo, settings, lrclib: makeLrclibClient(http, env.LRCLIB_API_URL) })
  const spotifySetup = async () => Boolean((await serverKey('spotify_id')) && (await serverKey('spotify_secret')))
  return {
    artistSync: makeArtistSync({ repo, settings, wikipedia, spotify, lastfm, clock, onChanged, log }),
    audioSearch: makeAudioSearch({ repo, settings, youtube: makeYoutubeClient(http, env.YOUTUBE_API_URL) }),
    lyricsImport,
    spotifyImport: makeSpotifyImport({ repo: makeSpotifyImportRepo(db), spotify, isSetup: spotifySetup, lyricsImport, onChanged }),
    /** How long a page waits for a sync before it answers with what it has (the sync goes on). */
    pageWaitMs: env.PROVIDER_TIMEOUT_MS,
  }
}

export type Providers = ReturnType<typeof makeProviders>

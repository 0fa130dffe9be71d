import { notFound } from '../../lib/http-errors'
import type { ProviderSettings } from './artist-sync.service'
import type { ProvidersRepo } from './providers.repo'
import type { VideoResult, YoutubeClient } from './youtube.client'

/** music-catalog §4.13: at most 3 candidates. */
const CANDIDATES = 3

/** The YouTube integration's server side (§4.13): on only with `audio_search_provider` = youtube and an API key. */
export function makeAudioSearch({ repo, settings, youtube }: { repo: ProvidersRepo; settings: ProviderSettings; youtube: YoutubeClient }) {
  async function enabled(): Promise<string | null> {
    if ((await settings.get<string>('audio_search_provider')) !== 'youtube') return null
    const key = (await settings.effective()).server['youtube.api_key']
    return typeof key === 'string' && key !== '' ? key : null
  }

  return {
    /** GET search/audio/{trackId}/{artist}/{track}: 404 while the integration is off or the track is unknown. */
    async search(trackId: number, artist: string, track: string): Promise<VideoResult[]> {
      const key = await enabled()
      if (!key) throw notFound()
      const row = await repo.track(trackId)
      if (!row) throw notFound()
      const region = (await settings.get<string>('youtube.region_code')) ?? 'us'
      const results = await youtube.search(`${artist} - ${track}`, key, region, CANDIDATES)
      if (results[0] && !row.src && (await settings.get<boolean>('youtube.store_id')) === true) await repo.storeYoutubeId(trackId, results[0].id)
      return results
    },

    /** POST youtube/log-client-error: 404 while the integration is off. */
    async assertEnabled(): Promise<void> {
      if (!(await enabled())) throw notFound()
    },
  }
}

export type AudioSearch = ReturnType<typeof makeAudioSearch>

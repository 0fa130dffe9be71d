import { z } from 'zod'
import { trimSlash, type ProviderHttp } from './provider-http'

/** `search.list`: items without a video id (channels, playlists) are passed over. */
const SearchSchema = z.object({
  items: z.array(z.object({ id: z.object({ videoId: z.string().optional() }).optional(), snippet: z.object({ title: z.string().optional() }).optional() })).optional(),
})

export interface VideoResult {
  id: string
  title: string
}

/** YouTube Data API v3 `search.list` (music-catalog §4.13), key from the `youtube.api_key` server setting. */
export function makeYoutubeClient(http: ProviderHttp, baseUrl = 'https://www.googleapis.com/youtube/v3') {
  const base = trimSlash(baseUrl)
  return {
    async search(q: string, key: string, regionCode: string, max: number): Promise<VideoResult[]> {
      const query = new URLSearchParams({ part: 'snippet', type: 'video', videoEmbeddable: 'true', maxResults: String(max), q, key })
      if (/^[a-z]{2}$/i.test(regionCode)) query.set('regionCode', regionCode.toUpperCase())
      const body = await http.json('youtube', `${base}/search?${query}`, SearchSchema)
      return (body?.items ?? [])
        .flatMap((item) => (item.id?.videoId === undefined ? [] : [{ id: item.id.videoId, title: item.snippet?.title ?? '' }]))
        .slice(0, max)
    },
  }
}

export type YoutubeClient = ReturnType<typeof makeYoutubeClient>

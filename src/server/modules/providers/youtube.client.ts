import { trimSlash, type ProviderHttp } from './provider-http'

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
      const body = await http.json<{ items?: Array<{ id?: { videoId?: string }; snippet?: { title?: string } }> }>('youtube', `${base}/search?${query}`)
      return (body?.items ?? [])
        .filter((item) => typeof item.id?.videoId === 'string')
        .slice(0, max)
        .map((item) => ({ id: item.id!.videoId!, title: item.snippet?.title ?? '' }))
    },
  }
}

export type YoutubeClient = ReturnType<typeof makeYoutubeClient>

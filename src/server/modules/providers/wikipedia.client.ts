import { z } from 'zod'
import { trimSlash, type ProviderHttp } from './provider-http'

const DEFAULT_URL = 'https://{lang}.wikipedia.org/api/rest_v1'

const SummarySchema = z.object({ type: z.string().optional(), extract: z.string().optional() })

/** Wikipedia REST `page/summary/{title}` (music-catalog §5 `artist_bio_provider` = wikipedia). */
export function makeWikipediaClient(http: ProviderHttp, baseUrl = DEFAULT_URL) {
  return {
    /** The article's lead as plain text; null when there is none or it is a disambiguation page. */
    async summary(title: string, lang: string): Promise<string | null> {
      const code = /^[a-z]{2,3}$/.test(lang) ? lang : 'en'
      const base = trimSlash(baseUrl.replace('{lang}', code))
      const body = await http.json('wikipedia', `${base}/page/summary/${encodeURIComponent(title.replace(/ /g, '_'))}`, SummarySchema)
      if (!body || body.type === 'disambiguation' || !body.extract?.trim()) return null
      return body.extract.trim()
    },
  }
}

export type WikipediaClient = ReturnType<typeof makeWikipediaClient>

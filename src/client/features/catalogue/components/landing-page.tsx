import { trans } from '../../../stores/session'
import { useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { http } from '../../../lib/http'
import { LandingArtistsResponseSchema } from '../../../../shared/contracts/artists'
import { readSetting, settingEnabled } from '../../../stores/settings'
import { ArtistGrid } from './artist-card'
import { imageUrl } from '../../../../shared/lib/image-url'

interface Appearance {
  headerTitle?: string
  headerSubtitle?: string
  headerImage?: string
  headerOverlayColor1?: string
  headerOverlayColor2?: string
  actions?: { inputText?: string; inputButton?: string; cta1?: string; cta2?: string }
  primaryFeatures?: { title: string; subtitle: string; image?: string }[]
  pricingTitle?: string
  pricingSubtitle?: string
}

/** The guests' landing page from `homepage.appearance` (music-product §2, music-catalog §5). */
export function LandingPage({ exploreHref }: { exploreHref: string }) {
  const a = readSetting<Appearance>('homepage.appearance', {}) ?? {}
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const trending = useQuery({
    queryKey: ['catalogue', 'landing-artists'],
    queryFn: () => http.get('landing/artists', { schema: import.meta.env.DEV ? LandingArtistsResponseSchema : undefined }),
    enabled: settingEnabled('homepage.trending'),
  })
  const bg = imageUrl(a.headerImage)
  const overlay = `linear-gradient(45deg, ${a.headerOverlayColor1 ?? 'rgba(0,0,0,.5)'} 0%, ${a.headerOverlayColor2 ?? 'rgba(0,0,0,.8)'} 100%)`
  return (
    <div>
      <header className="relative flex min-h-[480px] flex-col items-center justify-center px-6 py-20 text-center text-white"
        style={{ backgroundImage: bg ? `${overlay}, url(${bg})` : overlay, backgroundSize: 'cover', backgroundPosition: 'center' }}>
        <h1 className="max-w-3xl text-4xl font-bold md:text-6xl">{a.headerTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg opacity-90">{a.headerSubtitle}</p>
        <form role="search" className="mt-8 flex w-full max-w-xl gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            if (query.trim()) void navigate({ to: String(`/search/${encodeURIComponent(query.trim())}`) })
          }}>
          <input type="search" aria-label={a.actions?.inputText ?? trans('Search')} placeholder={a.actions?.inputText} value={query}
            onChange={(e) => setQuery(e.target.value)} className="h-12 flex-1 rounded-full px-5 text-gray-900" />
          <button type="submit" className="h-12 rounded-full bg-primary px-6 font-semibold text-on-primary">{a.actions?.inputButton ?? trans('Search')}</button>
        </form>
        <div className="mt-6 flex gap-3">
          {a.actions?.cta1 && <Link to={String('/register')} className="rounded-full bg-white px-6 py-3 font-semibold text-gray-900">{a.actions.cta1}</Link>}
          {a.actions?.cta2 && <Link to={exploreHref} className="rounded-full border border-white px-6 py-3 font-semibold">{a.actions.cta2}</Link>}
        </div>
      </header>
      {(a.primaryFeatures?.length ?? 0) > 0 && (
        <section className="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3">
          {a.primaryFeatures?.map((f) => (
            <div key={f.title} className="text-center">
              {f.image && <img src={imageUrl(f.image)} alt="" className="mx-auto mb-4 h-32" />}
              <h2 className="text-xl font-semibold">{f.title}</h2>
              <p className="mt-2 text-muted">{f.subtitle}</p>
            </div>
          ))}
        </section>
      )}
      {(trending.data?.artists.length ?? 0) > 0 && (
        <section className="mx-auto max-w-6xl px-6 py-10">
          <h2 className="mb-6 text-2xl font-semibold">{trans('Trending artists')}</h2>
          <ArtistGrid artists={trending.data?.artists ?? []} />
        </section>
      )}
      {a.pricingTitle && (
        <section className="px-6 py-16 text-center">
          <h2 className="text-3xl font-bold">{a.pricingTitle}</h2>
          {a.pricingSubtitle && <p className="mt-3 text-muted">{a.pricingSubtitle}</p>}
          <Link to={String('/pricing')} className="mt-6 inline-block rounded-full bg-primary px-6 py-3 font-semibold text-on-primary">{trans('See plans')}</Link>
        </section>
      )}
    </div>
  )
}

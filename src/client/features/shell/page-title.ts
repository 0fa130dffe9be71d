// Page titles. Every route declares its title in `head` (TanStack Router runs it once the loader has
// the data); the root layout reads the deepest one and hands it to lib/document-title.ts. The formats
// are the server's (plugins/meta.ts and its resolvers), so a reload ends on the title client navigation
// shows: "Name - Artist" for albums and tracks and the bare name for artists (catalogue-meta.ts), the
// site name for the home page, "Label - SiteName" for everything else (the SEO tag defaults' pattern,
// appearance.service.ts; custom pages and channels carry their own).
import { useEffect } from 'react'
import { setRouteTitle } from '../../lib/document-title'
import { readSetting } from '../../stores/settings'
import { trans } from '../../stores/session'
import { HttpError } from '../../lib/http'

export const siteName = (settings?: Record<string, unknown>): string => String(readSetting('branding.site_name', 'Encore', settings) || 'Encore')

/** A route's `head` with only a title. */
export const titleHead = (title: string) => ({ meta: [{ title }] })

/** `head` of a page named by a label (translated by the caller): "Label - SiteName". */
export const pageHead = (label: string) => titleHead(`${label} - ${siteName()}`)

/** "Name - Artist, Artist": the server's title of album and track pages (and their embeds). */
export function byArtists(name: string, artists: readonly { name: string }[] | null | undefined): string {
  const by = (artists ?? []).map((artist) => artist.name).join(', ')
  return by ? `${name} - ${by}` : name
}

/** A channel's SEO title (the server filled its restriction; `{{site_name}}` is left to us), else "Name - SiteName". */
export function channelHeadTitle(channel: { name: string; config: { seoTitle?: string } }): string {
  const site = siteName()
  return (channel.config.seoTitle || `${channel.name} - ${site}`).replaceAll('{{site_name}}', site)
}

interface RouteMatchLike {
  status: string
  meta?: unknown
  error?: unknown
  /** The router's mark on the match that shows the not-found page for an address no route takes. */
  _notFound?: boolean
}

const isNotFound = (match: RouteMatchLike) =>
  match.status === 'notFound' || match._notFound === true || (match.status === 'error' && match.error instanceof HttpError && match.error.status === 404)

/**
 * The title of the deepest matched route that declares one; null when none does (the site name then);
 * undefined while a match is still loading, so the last page's title stays until the next one is shown.
 */
export function routeTitleOf(matches: readonly RouteMatchLike[]): string | null | undefined {
  if (matches.some((match) => match.status === 'pending')) return undefined
  // The not-found page has the server's 404 title (plugins/static.ts), whichever route ran into it.
  if (matches.some(isNotFound)) return `${trans('Page not found')} - ${siteName()}`
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = matches[i]!.meta
    if (!Array.isArray(meta)) continue
    for (const tag of meta as ({ title?: unknown } | undefined)[]) {
      if (typeof tag?.title === 'string' && tag.title) return tag.title
    }
  }
  return null
}

/** The root layout's half: the route's title (see routeTitleOf) becomes the tab's route title. */
export function useRouteTitle(title: string | null | undefined, settings: Record<string, unknown>): void {
  const site = siteName(settings)
  useEffect(() => {
    if (title !== undefined) setRouteTitle(title ?? site)
  }, [title, site])
}
